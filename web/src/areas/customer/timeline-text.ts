import type { CustomerTimelineEntry } from '@shop/contract/areas/customer';
import type { OrderEventType } from '@shop/contract/areas/order';
import type { TFunction } from 'i18next';
import { orderEventLabelKeys, profileFieldLabelKeys } from './customer-labels';

/** One timeline entry as the Timeline tab shows it: what happened, and a line of detail. */
export interface TimelineText {
  title: string;
  detail: string | null;
}

/** The facts after a staff edit's summary (`Address added: Ada, Leeds, 1 Mill Lane`). */
function factsOf(message: string): string | null {
  const at = message.indexOf(': ');
  return at === -1 ? null : message.slice(at + 2);
}

/** The changed fields of "Profile edited: name, tags" in the console's words, as the language lists them. */
function changedFields(message: string, t: TFunction<'customer'>, language: string): string | null {
  const facts = factsOf(message);
  if (!facts) return null;
  const names = facts
    .split(', ')
    .map((field) =>
      Object.hasOwn(profileFieldLabelKeys, field)
        ? t(profileFieldLabelKeys[field as keyof typeof profileFieldLabelKeys])
        : field,
    );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/**
 * An entry in the console's language. Order events are named by their type, with what staff or
 * the buyer wrote (a note, a reason) beneath. Staff edits of the customer come from the server
 * as short English summaries (customer-timeline.table.ts `auditMessage`): they are named by their
 * type too, keeping only the facts (the changed fields, the address) from the summary.
 */
export function timelineText(
  entry: Pick<CustomerTimelineEntry, 'type' | 'message'>,
  t: TFunction<'customer'>,
  language: string,
): TimelineText {
  const { type, message } = entry;
  if (Object.hasOwn(orderEventLabelKeys, type))
    return { title: t(orderEventLabelKeys[type as OrderEventType]), detail: message || null };
  switch (type) {
    case 'customer.create':
      return { title: t('eventCustomerCreated'), detail: null };
    case 'customer.update':
      return {
        title: t('eventCustomerUpdated'),
        detail: changedFields(message, t, language) ?? t('eventUnchanged'),
      };
    case 'customer.status':
      return {
        title: t(message === 'Customer disabled' ? 'eventCustomerDisabled' : 'eventCustomerEnabled'),
        detail: null,
      };
    case 'customer.address.add':
      return { title: t('eventAddressAdded'), detail: factsOf(message) };
    case 'customer.address.update':
      return { title: t('eventAddressUpdated'), detail: factsOf(message) };
    case 'customer.address.delete':
      return { title: t('eventAddressDeleted'), detail: factsOf(message) };
    default:
      return { title: t('eventOther'), detail: message || null };
  }
}
