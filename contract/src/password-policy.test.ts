import { describe, expect, it } from 'vitest';
import { newPasswordField } from './areas/session.js';
import { isCommonPassword } from './common-passwords.js';
import { passwordIssue, passwordLengthIssue } from './password-policy.js';

describe('the password rule', () => {
  it('asks for 8 to 128 characters, counted as a person counts them', () => {
    expect(passwordLengthIssue('seven77')).toEqual({ key: 'session.passwordTooShort', params: { min: 8 } });
    expect(passwordLengthIssue('eight888')).toBeUndefined();
    expect(passwordLengthIssue('x'.repeat(128))).toBeUndefined();
    expect(passwordLengthIssue('x'.repeat(129))).toEqual({
      key: 'session.passwordTooLong',
      params: { max: 128 },
    });
    // Four characters outside the BMP are eight UTF-16 units, still four characters.
    expect(passwordLengthIssue('😀😀😀😀')?.key).toBe('session.passwordTooShort');
    expect(passwordLengthIssue('口令是一只猫和狗')).toBeUndefined();
  });

  it('has no composition rules', async () => {
    for (const password of ['all lower case words', 'ALLUPPERCASEWORDS', '3141592653589793']) {
      expect(await passwordIssue(password)).toBeUndefined();
    }
  });

  it('refuses the most common passwords, whatever their case', async () => {
    for (const password of ['password', 'Password1', '12345678', 'iloveyou', 'QWERTYUIOP', 'sunshine']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
    expect(await passwordIssue('Password1')).toEqual({ key: 'session.passwordTooCommon', params: {} });
    expect(isCommonPassword('maple kettle on the hill')).toBe(false);
  });

  it('is the schema of every new password, with the same keys', () => {
    const issues = newPasswordField.safeParse('short').error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ message: 'session.passwordTooShort', params: { min: 8 } }),
    ]);
    expect(newPasswordField.safeParse('long enough').success).toBe(true);
  });
});
