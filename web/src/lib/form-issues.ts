import { Codes } from '@shop/contract/codes';
import { issueMessage, type RawIssue } from '@shop/contract/field-issue';
import type { MessageValue } from '@shop/contract/message';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { messageText, zodIssueText } from './message-text';
import { ApiError } from './request';

/**
 * Field problems in the console's forms, from the contract's zod schemas in the browser or from a
 * 40000 answer, shown under their fields in the console's language: each carries a message key
 * and parameters, translated from the `messages` catalogue.
 */

/** One field problem; `key` and `params` name it for translation (`message` is the English). */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  key?: string;
  params?: Readonly<Record<string, MessageValue>>;
}

/**
 * The issues of a contract schema checked in the browser, named by message key as the server's
 * are (`field.tooShort {min}`, `session.samePassword`), so `fieldErrors` translates both alike.
 */
export function schemaIssues(issues: readonly (RawIssue & { path: PropertyKey[] })[]): Issue[] {
  return issues.map((issue) => ({ path: issue.path, message: issue.message ?? '', ...issueMessage(issue) }));
}

/** An issue in the console's language. */
export function issueText(issue: Issue): string {
  return issue.key ? messageText(issue.key, issue.params, issue.message) : issue.message;
}

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

/**
 * Issues as antd field errors of the form's `fields`, keyed by the first path segment (renamed
 * through `fieldOfPath` where the body's name differs from the form's, e.g. `imageId` → `image`).
 */
export function fieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  fieldOfPath: Readonly<Record<string, Field>> = {},
): { name: Field; errors: string[] }[] {
  const byField = new Map<Field, string[]>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    const field = Object.hasOwn(fieldOfPath, name) ? fieldOfPath[name] : fields.find((f) => f === name);
    if (field === undefined) continue;
    byField.set(field, [...(byField.get(field) ?? []), issueText(issue)]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/**
 * A form rule checking one field with the contract's own schema for it. `optional`: an empty field
 * passes (a nullable amount left blank), anything typed must satisfy the schema.
 */
export function zodRule(schema: ZodType, { optional = false }: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (optional && (value === null || value === undefined || value === '')) return;
      const result = schema.safeParse(value ?? '');
      const first = result.error?.issues[0];
      if (first) throw new Error(zodIssueText(first));
    },
  };
}
