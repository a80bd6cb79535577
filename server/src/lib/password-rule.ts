import { passwordIssue } from '@shop/contract/password-policy';
import { invalidField } from '../http/app-error.js';

/**
 * The contract's password rule, checked on the server for every new password (a member's own
 * change, a temporary one an admin types, the set-password link): refused as a field issue.
 */
export async function assertNewPassword(password: string, field: string): Promise<void> {
  const issue = await passwordIssue(password);
  if (!issue) return;
  if (issue.key === 'session.passwordTooShort') throw invalidField([field], issue.key, issue.params);
  if (issue.key === 'session.passwordTooLong') throw invalidField([field], issue.key, issue.params);
  throw invalidField([field], issue.key);
}
