import type { CustomerSource, CustomerStatus } from '@shop/contract/areas/customer';

/** Each customer status's key in the `customer` catalogue (its text: contract/labels). */
export const customerStatusLabelKeys = {
  ACTIVE: 'statusActive',
  DISABLED: 'statusDisabled',
} as const satisfies Record<CustomerStatus, string>;

export const customerSourceLabelKeys = {
  STAFF: 'sourceStaff',
  STOREFRONT: 'sourceStorefront',
} as const satisfies Record<CustomerSource, string>;
