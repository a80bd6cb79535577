import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS_REFUSED } from './password-policy.js';

/**
 * The most common passwords, from zxcvbn-ts's ranked list (leaked-password frequency, most common
 * first); the top COMMON_PASSWORDS_REFUSED are refused. Case does not make one less common.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common.has(password.toLowerCase());
}
