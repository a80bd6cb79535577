import type { AddressFields } from '@shop/contract/areas/customer';

/**
 * A delivery address as the contract has it (`addressFields`: a customer's address, an order's
 * receiver), between the console's forms and the API.
 */

/** The address fields, in the order a label is written; also the forms' field names. */
export const addressFieldNames = ['receiverName', 'phone', 'region', 'city', 'line', 'postalCode'] as const;

export type AddressFieldName = (typeof addressFieldNames)[number];

type Address = Record<AddressFieldName, string>;

/** Where an address is, as a label writes it: `Calle Mayor 3, 28013 Madrid, Madrid`; empty parts left out. */
export function placeText(address: Omit<Address, 'receiverName' | 'phone'>): string {
  return [address.line, [address.postalCode, address.city].filter(Boolean).join(' '), address.region]
    .filter(Boolean)
    .join(', ');
}

/** An address on one line: `Ana Ruiz · +34600111222 · Calle Mayor 3, 28013 Madrid, Madrid`. */
export function addressText(address: Address): string {
  return `${address.receiverName} · ${address.phone} · ${placeText(address)}`;
}

/** What the form holds as the contract's address (fields never touched are empty). */
export function addressOf(values: Partial<AddressFields> | undefined): AddressFields {
  return {
    receiverName: values?.receiverName ?? '',
    phone: values?.phone ?? '',
    region: values?.region ?? '',
    city: values?.city ?? '',
    line: values?.line ?? '',
    postalCode: values?.postalCode ?? '',
  };
}
