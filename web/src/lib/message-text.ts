import { issueMessage, type RawIssue } from '@shop/contract/field-issue';
import type { MessageValue } from '@shop/contract/message';
import { i18n } from './i18n';

/**
 * A message from the API (or from a contract schema checked in the browser) in the console's
 * language: its key looked up in the `messages` catalogue, its parameters filled in. `fallback`
 * (the server's English) shows when the key is unknown to this console, e.g. a newer server.
 */
export function messageText(
  key: string,
  params: Readonly<Record<string, MessageValue>> = {},
  fallback?: string,
): string {
  // Keys are dotted (`order.refundExceeds`) but the catalogue is flat: no nesting on dots. The
  // catalogue comes from the contract, so i18next's typed keys cannot know it.
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(key, {
    ...params,
    ns: 'messages',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: fallback ?? key,
  });
}

/** A zod issue from a contract schema, in the console's language. */
export function zodIssueText(issue: RawIssue): string {
  const { key, params } = issueMessage(issue);
  return messageText(key, params);
}
