import { describe, expect, it } from 'vitest';
import { generatePassword, newPasswordRule } from './password-rule';

const check = (value: string) =>
  (newPasswordRule as { validator(rule: unknown, value: unknown): Promise<void> }).validator({}, value);

describe('newPasswordRule', () => {
  it('lets a long enough, uncommon password through and refuses the rest with the contract keys', async () => {
    await expect(check('a kettle on the hill')).resolves.toBeUndefined();
    await expect(check('short')).rejects.toThrow(/8/);
    await expect(check('password1')).rejects.toThrow();
    await expect(check('x'.repeat(129))).rejects.toThrow(/128/);
  });
});

describe('generatePassword', () => {
  it('gives three groups of four unambiguous characters that pass the rule', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(50);
    await expect(check(generatePassword())).resolves.toBeUndefined();
  });

  it('skips the bytes that would bias the alphabet', () => {
    // 255 is past the last whole multiple of 56 (224): only the 7s are used, as 'h' (7 % 56).
    const bytes = (b: Uint8Array) => b.map((_, i) => (i % 2 ? 255 : 7));
    expect(generatePassword(bytes)).toBe('hhhh-hhhh-hhhh');
  });
});
