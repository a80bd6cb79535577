import { Codes } from '@shop/contract/codes';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { ApiError } from './request';

/**
 * Field problems in the console's forms, from the contract's zod schemas in the browser or from a
 * 40000 answer, shown under their fields in the console's language. Every area's form uses these;
 * each area keeps only its table of the contract's messages and their catalogue keys.
 */

/** One field problem. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
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
  text: (message: string) => string,
  fieldOfPath: Readonly<Record<string, Field>> = {},
): { name: Field; errors: string[] }[] {
  const byField = new Map<Field, string[]>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    const field = Object.hasOwn(fieldOfPath, name) ? fieldOfPath[name] : fields.find((f) => f === name);
    if (field === undefined) continue;
    byField.set(field, [...(byField.get(field) ?? []), text(issue.message)]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/**
 * A form rule checking one field with the contract's own schema for it. `optional`: an empty field
 * passes (a nullable amount left blank), anything typed must satisfy the schema.
 */
export function zodRule(
  schema: ZodType,
  text: (message: string) => string,
  { optional = false }: { optional?: boolean } = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (optional && (value === null || value === undefined || value === '')) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(text(result.error.issues[0]?.message ?? ''));
    },
  };
}

/** A contract message with a value in it (`At most 2000 characters`): its pattern, key and parameter. */
export type MessagePattern<Key extends string> = readonly [pattern: RegExp, key: Key, param: string];

/**
 * Translates the contract's messages (they travel in English) through an area's table of
 * catalogue keys; messages with a value in them go through `patterns`, the value passed on as
 * the named parameter. A message neither knows is shown as sent.
 */
export function messageTranslator<Key extends string>(
  t: (key: Key, params?: Record<string, string>) => string,
  keys: Readonly<Record<string, Key>>,
  patterns: readonly MessagePattern<Key>[] = [],
): (message: string) => string {
  return (message) => {
    if (Object.hasOwn(keys, message)) return t(keys[message] as Key);
    for (const [pattern, key, param] of patterns) {
      const match = pattern.exec(message);
      if (match) return t(key, { [param]: match[1] ?? '' });
    }
    return message;
  };
}
