import { messageTranslator } from '../../lib/form-issues';
import type { ProfileKey } from './profile-text';

/**
 * The contract's validation messages of the profile forms as `profile` catalogue keys, so the
 * forms speak the console's language; a message not listed is shown as sent.
 */
export const issueKeys: Readonly<Record<string, ProfileKey>> = {
  'Name is required': 'issueNameRequired',
  'Name is at most 64 characters': 'issueNameMax',
  'Avatar must be a path or an http(s) address': 'issueAvatar',
  'Introduction is at most 500 characters': 'issueIntroductionMax',
  'Current password is required': 'issueOldPasswordRequired',
  'Current password is incorrect': 'issueOldPasswordWrong',
  'New password must be at least 8 characters': 'issueNewPasswordMin',
  'New password is at most 256 characters': 'issueNewPasswordMax',
  'New password must differ from the current one': 'issueNewPasswordSame',
};

/** Translates a contract message through `issueKeys`, leaving any other message as it is. */
export function issueTranslator(t: (key: ProfileKey) => string): (message: string) => string {
  return messageTranslator(t, issueKeys);
}
