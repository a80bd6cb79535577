/**
 * The password rule (OWASP ASVS 6.2 / 2.1): at least 8 characters, up to 128 allowed, no
 * composition rules, and none of the most common passwords. One rule for every way a password is
 * chosen: a new member's temporary password, a reset, the set-password link, the member's own
 * change. Zod-free, so the public set-password page reads it without the contract's schemas.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** ASVS asks that at least 64 be allowed; longer passphrases are welcome up to here. */
export const PASSWORD_POLICY_MAX_LENGTH = 128;
/** How many of the most common passwords (ranked, most common first) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/** What is wrong with a new password, as a message key and its parameters. */
export type PasswordIssue =
  | { key: 'session.passwordTooShort'; params: { min: number } }
  | { key: 'session.passwordTooLong'; params: { max: number } }
  | { key: 'session.passwordTooCommon'; params: Record<string, never> };

/** Length counts characters (code points), as a person counts them, not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** What is wrong with a new password's length, if anything. */
export function passwordLengthIssue(password: string): PasswordIssue | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH)
    return { key: 'session.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_POLICY_MAX_LENGTH)
    return { key: 'session.passwordTooLong', params: { max: PASSWORD_POLICY_MAX_LENGTH } };
  return undefined;
}

/**
 * Everything wrong with a new password: its length, then whether it is a common one. The list of
 * common passwords loads on first use (a separate chunk in the console, where it is only a hint:
 * the server checks it again).
 */
export async function passwordIssue(password: string): Promise<PasswordIssue | undefined> {
  const tooShortOrLong = passwordLengthIssue(password);
  if (tooShortOrLong) return tooShortOrLong;
  const { isCommonPassword } = await import('./common-passwords.js');
  return isCommonPassword(password) ? { key: 'session.passwordTooCommon', params: {} } : undefined;
}

/** The console's page a set-password link opens; the token travels in the fragment, never to a server log. */
export const SET_PASSWORD_PATH = '/set-password';
export const passwordLinkPath = (token: string) => `${SET_PASSWORD_PATH}#${token}`;
