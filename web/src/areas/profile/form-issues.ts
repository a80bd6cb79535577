import { Codes } from '@shop/contract/codes';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/request';
import type { ProfileKey } from './profile-text';

/** One field problem, from the contract's zod schemas in the browser or from a 40000 answer. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The contract's validation messages (they travel in English) as catalogue keys, so the form
 * speaks the console's language; a message not listed is shown as sent.
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

/** The field issues of a failed call: a 40000 answer carries them in `data.issues`. */
export function validationIssues(error: unknown): Issue[] {
  if (!(error instanceof ApiError) || error.code !== Codes.VALIDATION) return [];
  const issues = (error.data as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is Issue =>
      typeof issue === 'object' &&
      issue !== null &&
      Array.isArray(issue.path) &&
      typeof issue.message === 'string',
  );
}

/** Issues as antd field errors of the form's `fields`, keyed by the first path segment. */
export function fieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  text: (message: string) => string,
): { name: Field; errors: string[] }[] {
  const byField = new Map<Field, string[]>();
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field === undefined) continue;
    byField.set(field, [...(byField.get(field) ?? []), text(issue.message)]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/** A form rule checking one field with the contract's own schema for it. */
export function zodRule(schema: ZodType, text: (message: string) => string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(text(result.error.issues[0]?.message ?? ''));
    },
  };
}

/** Translates a contract message through `issueKeys`, leaving any other message as it is. */
export function issueTranslator(t: (key: ProfileKey) => string): (message: string) => string {
  return (message) => (Object.hasOwn(issueKeys, message) ? t(issueKeys[message] as ProfileKey) : message);
}
