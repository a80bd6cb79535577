import { passwordIssue } from '@shop/contract/password-policy';
import type { FormRule } from 'antd';
import { messageText } from './message-text';

/**
 * The contract's password rule as a form rule for every field where a new password is chosen (the
 * profile, a new member, a reset, the set-password link). The list of common passwords loads the
 * first time a password is checked (its own chunk); the server checks again either way.
 */
export const newPasswordRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const issue = await passwordIssue(typeof value === 'string' ? value : '');
    if (issue) throw new Error(messageText(issue.key, issue.params));
  },
};

// Letters and digits no one misreads aloud or on paper (no 0/O, 1/l/I).
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A temporary password to read out or write down: three groups of four from a 56-symbol alphabet
 * (about 70 bits), drawn from the browser's cryptographic random source.
 */
export function generatePassword(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) {
  const picked: string[] = [];
  // Rejection sampling: bytes past the last whole multiple of the alphabet would favour its start.
  const limit = 256 - (256 % ALPHABET.length);
  while (picked.length < 12) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && picked.length < 12) picked.push(ALPHABET[byte % ALPHABET.length] ?? '');
    }
  }
  return [0, 4, 8].map((i) => picked.slice(i, i + 4).join('')).join('-');
}
