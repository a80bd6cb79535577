import type { CustomerTimelineEntry } from '@shop/contract/areas/customer';
import type { OrderEventType } from '@shop/contract/areas/order';
import type { TFunction } from 'i18next';
import { orderEventLabelKeys, profileFieldLabelKeys } from './customer-labels';

/** One timeline entry as the Timeline tab shows it: what happened, and a line of detail. */
export interface TimelineText {
  title: string;
  detail: string | null;
}

type Facts = NonNullable<CustomerTimelineEntry['data']>;

const fact = (data: Facts | null, key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The changed fields of a profile edit in the console's words, as the language lists them. */
function changedFields(data: Facts | null, t: TFunction<'customer'>, language: string): string | null {
  const fields = fact(data, 'fields');
  if (!fields) return null;
  const names = fields
    .split(',')
    .map((field) =>
      Object.hasOwn(profileFieldLabelKeys, field)
        ? t(profileFieldLabelKeys[field as keyof typeof profileFieldLabelKeys])
        : field,
    );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/**
 * An entry in the console's language. Order events are named by their type, with what staff or
 * the buyer wrote (a note, a reason) beneath. Staff edits of the customer are named by their type,
 * with their facts (the changed fields, the address) from the entry's data.
 */
export function timelineText(
  entry: Pick<CustomerTimelineEntry, 'type' | 'message' | 'data'>,
  t: TFunction<'customer'>,
  language: string,
): TimelineText {
  const { type, message, data } = entry;
  if (Object.hasOwn(orderEventLabelKeys, type))
    return { title: t(orderEventLabelKeys[type as OrderEventType]), detail: message || null };
  switch (type) {
    case 'customer.create':
      return { title: t('eventCustomerCreated'), detail: null };
    case 'customer.update':
      return {
        title: t('eventCustomerUpdated'),
        detail: changedFields(data, t, language) ?? t('eventUnchanged'),
      };
    case 'customer.status':
      return {
        title: t(fact(data, 'status') === 'DISABLED' ? 'eventCustomerDisabled' : 'eventCustomerEnabled'),
        detail: null,
      };
    case 'customer.address.add':
      return { title: t('eventAddressAdded'), detail: fact(data, 'address') };
    case 'customer.address.update':
      return { title: t('eventAddressUpdated'), detail: fact(data, 'address') };
    case 'customer.address.delete':
      return { title: t('eventAddressDeleted'), detail: fact(data, 'address') };
    default:
      return { title: t('eventOther'), detail: message || null };
  }
}
