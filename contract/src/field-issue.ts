import type { MessageValue } from './message.js';

/**
 * A zod issue as both sides see it (in the browser from `safeParse`, on the server from the
 * validation error): its code and the facts zod attaches. `message` is a catalogue key when the
 * schema named one (`z.string().regex(…, 'customer.phoneFormat')`), else zod's English.
 */
export interface RawIssue {
  code: string;
  message?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  values?: readonly unknown[];
  format?: string;
  keys?: readonly string[];
  input?: unknown;
  /** A custom check's own parameters (`ctx.addIssue({ code: 'custom', params: { line: 3 } })`). */
  params?: Readonly<Record<string, unknown>>;
}

/** A message key as schemas write them: `area.camelCase`. zod's own messages never look so. */
export function looksLikeMessageKey(text: string | undefined): text is string {
  return typeof text === 'string' && /^[a-z]+(?:\.[A-Za-z0-9]+)+$/.test(text);
}

function count(value: unknown): MessageValue {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : String(value);
}

/** The facts of an issue as message parameters: `max`, `min` where zod gives them. */
function paramsOf(issue: RawIssue): Record<string, MessageValue> {
  const params: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  if (issue.maximum !== undefined) params.max = count(issue.maximum);
  if (issue.minimum !== undefined) params.min = count(issue.minimum);
  return params;
}

const isList = (origin: string | undefined) => origin === 'array' || origin === 'set';

/** What went wrong with a field, as a message key and its parameters. */
export function issueMessage(issue: RawIssue): { key: string; params: Record<string, MessageValue> } {
  const params = paramsOf(issue);
  if (looksLikeMessageKey(issue.message)) return { key: issue.message, params };
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return { key: 'field.tooLong', params };
      return { key: isList(issue.origin) ? 'field.tooMany' : 'field.tooBig', params };
    case 'too_small':
      if (issue.origin === 'string')
        return params.min === 1 ? { key: 'field.required', params: {} } : { key: 'field.tooShort', params };
      return { key: isList(issue.origin) ? 'field.tooFew' : 'field.tooSmall', params };
    case 'invalid_type':
      // Nothing there: a field never filled (undefined), or a form's empty amount (null).
      if (/received (undefined|null)$/.test(issue.message ?? ''))
        return { key: 'field.required', params: {} };
      return issue.expected === 'int'
        ? { key: 'field.notWhole', params: {} }
        : { key: 'field.wrongType', params: { expected: String(issue.expected ?? '') } };
    case 'invalid_value':
      return { key: 'field.notOneOf', params: { options: (issue.values ?? []).map(String).join(', ') } };
    case 'invalid_format':
      return { key: 'field.badFormat', params: { format: issue.format ?? '' } };
    case 'unrecognized_keys':
      return { key: 'field.unknownFields', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return { key: 'field.invalid', params: {} };
  }
}
