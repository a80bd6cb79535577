import { z } from 'zod';
import { idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField } from '../stale-version.js';

/**
 * The shop's customers (spec route /user/index, access `user`: developer, admin, editor): not
 * staff. A customer has a profile, addresses, free tags and a staff note; their totals (spent,
 * order count, last order) are kept by the order services in the same transaction as the order,
 * so the list can filter and sort by them.
 */
export const customerPaths = {
  list: '/base/admin/customers',
  /** CSV of every customer matching the list's filters (no paging). */
  export: '/base/admin/customers/export',
  /** Every tag in use, with how many customers carry it (the tag filter's choices). */
  tags: '/base/admin/customers/tags',
  item: '/base/admin/customers/:id',
  /** ACTIVE ↔ DISABLED. */
  status: '/base/admin/customers/:id/status',
  addresses: '/base/admin/customers/:id/addresses',
  address: '/base/admin/customers/:id/addresses/:addressId',
  /** What happened to the customer: their orders' events and staff edits, newest first. */
  timeline: '/base/admin/customers/:id/timeline',
} as const;

export { idParams } from '../ids.js';

export const addressParams = z.object({ id: idParam, addressId: idParam });

export const customerStatuses = ['ACTIVE', 'DISABLED'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];
export const customerStatusSchema = z.enum(customerStatuses);

export const genders = ['UNKNOWN', 'FEMALE', 'MALE', 'OTHER'] as const;
export type Gender = (typeof genders)[number];

/** Where the customer came from: staff typed them in, or the (demo) storefront. */
export const customerSources = ['STAFF', 'STOREFRONT'] as const;
export type CustomerSource = (typeof customerSources)[number];

export const MAX_TAGS = 20;

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`);

/** Digits with an optional leading +, spaces and dashes allowed while typing and removed. */
export const phoneField = z
  .string()
  .trim()
  .transform((p) => p.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{5,20}$/, 'Use 5 to 20 digits, with an optional leading +'));

export const tagField = z
  .string()
  .trim()
  .min(1, 'A tag needs a name')
  .max(32, 'A tag is at most 32 characters')
  .regex(/^[^,;]+$/, 'A tag cannot contain , or ;');

const tagsField = z
  .array(tagField)
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
  // Tags compare without case: "Wholesale" and "wholesale" are one tag, kept as first written.
  .transform((tags) =>
    tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
  );

const birthdayField = z.iso.date({ message: 'Use a date like 1990-04-21' }).nullable();

// ---------------------------------------------------------------------------------------------
// Addresses

export const addressFields = z.object({
  receiverName: z.string().trim().min(1, 'Who receives the parcel?').max(64, 'At most 64 characters'),
  phone: phoneField,
  /** Country, region or province, as written on a label. */
  region: trimmed(64, 'Region').default(''),
  city: z.string().trim().min(1, 'Which city?').max(64, 'At most 64 characters'),
  line: z.string().trim().min(1, 'Street and number').max(200, 'At most 200 characters'),
  postalCode: trimmed(16, 'Postal code').default(''),
});
export type AddressFields = z.input<typeof addressFields>;

export const addressBody = addressFields.extend({ isDefault: z.boolean().default(false) });
export type AddressBody = z.input<typeof addressBody>;

export const customerAddress = z.object({
  id: z.number().int(),
  receiverName: z.string(),
  phone: z.string(),
  region: z.string(),
  city: z.string(),
  line: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

export const MAX_ADDRESSES = 20;

// ---------------------------------------------------------------------------------------------
// Profile

export const customerFields = z.object({
  name: z.string().trim().min(1, 'A customer needs a name').max(64, 'At most 64 characters'),
  /** Unique among customers when given. */
  phone: phoneField.nullable().default(null),
  email: z.email('Not an email address').max(254).nullable().default(null),
  gender: z.enum(genders).default('UNKNOWN'),
  birthday: birthdayField.default(null),
  tags: tagsField.default([]),
  /** Staff only: never shown to the customer. */
  note: trimmed(1000, 'Note').default(''),
});

/** A new customer, optionally with a first address (a phone order usually brings one). */
export const customerCreateBody = customerFields.extend({ address: addressBody.optional() });
export type CustomerCreateBody = z.input<typeof customerCreateBody>;

/** An edit replaces the profile fields at the version it was read at. */
export const customerUpdateBody = customerFields.extend({ version: versionField });
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;

export const customerStatusBody = z.object({ status: customerStatusSchema, version: versionField });
export type CustomerStatusBody = z.input<typeof customerStatusBody>;

/** Totals the order services keep: spent is paid minus refunded, in cents. */
const customerTotals = {
  totalSpent: z.number().int(),
  /** Orders placed and not cancelled. */
  orderCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
};

export const customerListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: customerStatusSchema,
  source: z.enum(customerSources),
  tags: z.array(z.string()),
  ...customerTotals,
  createdAt: z.string(),
  version: z.number().int(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

export const customerDetail = customerListItem.extend({
  gender: z.enum(genders),
  birthday: z.string().nullable(),
  note: z.string(),
  pointsBalance: z.number().int(),
  addresses: z.array(customerAddress),
  updatedAt: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

// ---------------------------------------------------------------------------------------------
// List

export const customerSortFields = ['createdAt', 'totalSpent', 'orderCount', 'lastOrderAt', 'name'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];
export const CUSTOMER_DEFAULT_SORT: SortValue<CustomerSortField> = 'createdAt:desc';

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const customerFilters = z.object({
  /** Part of the name, or of the phone number (digits), any case. */
  q: searchParam,
  status: customerStatusSchema.optional(),
  tag: tagField.optional(),
  hasOrdered: booleanParam.optional(),
  createdFrom: dateTimeParam.optional(),
  createdTo: dateTimeParam.optional(),
  lastOrderFrom: dateTimeParam.optional(),
  lastOrderTo: dateTimeParam.optional(),
  sort: sortParam(customerSortFields, CUSTOMER_DEFAULT_SORT),
});
export type CustomerFilters = z.infer<typeof customerFilters>;

export const customerListQuery = customerFilters.extend(pageQuery.shape);
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customerListData = listDataOf(customerListItem);
export type CustomerListData = z.infer<typeof customerListData>;

export const customerTagsData = z.array(z.object({ tag: z.string(), customers: z.number().int() }));
export type CustomerTagsData = z.infer<typeof customerTagsData>;

// ---------------------------------------------------------------------------------------------
// Timeline

export const customerTimelineEntry = z.object({
  /** `order:<eventId>` or `audit:<id>`: unique across both sources. */
  key: z.string(),
  at: z.string(),
  /** An order event type (PLACED, PAID…) or a staff edit (customer.update, customer.status…). */
  type: z.string(),
  /** What was written (an order note, a cancel reason); '' when the entry carries only facts. */
  message: z.string(),
  /**
   * The facts, for the console to phrase: an order event's data (see `orderEvent`), or a staff
   * edit's: customer.update { fields: 'name,tags' }, customer.status { status },
   * customer.address.* { address: 'Ana, Madrid, Calle Mayor 1' }.
   */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** Staff name; null for the system or the customer. */
  actorName: z.string().nullable(),
});
export type CustomerTimelineEntry = z.infer<typeof customerTimelineEntry>;

export const customerTimelineQuery = pageQuery;
export const customerTimelineData = listDataOf(customerTimelineEntry);
export type CustomerTimelineData = z.infer<typeof customerTimelineData>;

export const NO_SUCH_CUSTOMER_MESSAGE = 'No such customer';
export const PHONE_TAKEN_MESSAGE = 'Another customer has this phone number';
export const CUSTOMER_DISABLED_MESSAGE = 'This customer is disabled: enable them before placing an order';
export const NO_SUCH_ADDRESS_MESSAGE = 'No such address';
export const TOO_MANY_ADDRESSES_MESSAGE = `A customer keeps at most ${MAX_ADDRESSES} addresses`;
