import { issueMessage } from '@shop/contract/field-issue';
import type { z } from 'zod';
import type { Issue } from '../../lib/form-issues';

/**
 * The issues of a contract schema checked in the browser, named by message key as the server's
 * are (`field.tooShort {min}`, `session.samePassword`), so `fieldErrors` translates both alike.
 */
export function schemaIssues(issues: z.ZodError['issues']): Issue[] {
  return issues.map((issue) => ({ path: issue.path, message: issue.message, ...issueMessage(issue) }));
}
