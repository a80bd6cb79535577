import type { MessageValue } from '@shop/contract/message';
import type { FormInstance } from 'antd';
import { fieldErrors, type Issue, validationIssues } from '../../lib/form-issues';

/**
 * Order refusals whose parameters are amounts in cents (the server's English says cents): the
 * console shows them as money in its own format.
 */
const moneyParams: Readonly<Record<string, string>> = {
  'order.shippingExceedsRemaining': 'remaining',
  'order.refundAboveComputed': 'most',
};

/** The issue with its amounts as money (`format` is the console's, e.g. `useMoney().format`). */
export function withMoney(issue: Issue, format: (cents: number) => string): Issue {
  const name = issue.key === undefined ? undefined : moneyParams[issue.key];
  const value = name === undefined ? undefined : issue.params?.[name];
  if (name === undefined || typeof value !== 'number') return issue;
  const params: Record<string, MessageValue> = { ...issue.params, [name]: format(value) };
  return { ...issue, params };
}

/** A failed call's field issues, amounts shown as money when a `format` is given. */
export function orderIssues(error: unknown, format?: (cents: number) => string): Issue[] {
  const issues = validationIssues(error);
  return format ? issues.map((issue) => withMoney(issue, format)) : issues;
}

/**
 * Puts a 40000 answer's field errors under the form's fields (by the body's first path segment),
 * in the console's language; true when any landed, so the caller knows whether to say more.
 */
export function showFieldIssues<Field extends string>(
  form: FormInstance,
  error: unknown,
  fields: readonly Field[],
  format?: (cents: number) => string,
): boolean {
  const errors = fieldErrors(orderIssues(error, format), fields);
  if (errors.length > 0) form.setFields(errors);
  return errors.length > 0;
}
