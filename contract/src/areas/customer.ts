import { z } from 'zod';
import { idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField } from '../stale-version.js';

/**
 * The shop's customers (spec route /user/index, access `user`: developer, admin, editor): not
 * staff. A customer has a profile, addresses, free tags and a staff note; their totals (spent,
 * order count, last order) are kept by the order services in the same transaction as the order,
 * so the list can filter and sort by them. Its endpoints are in `customer.endpoints.ts`.
 */

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

const trimmed = (max: number) => z.string().trim().max(max);

/** Digits with an optional leading +, spaces and dashes allowed while typing and removed. */
export const phoneField = z
  .string()
  .trim()
  .transform((p) => p.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{5,20}$/, 'customer.phoneFormat'));

export const tagField = z
  .string()
  .trim()
  .min(1, 'customer.tagRequired')
  .max(32, 'customer.tagTooLong')
  .regex(/^[^,;]+$/, 'customer.tagChars');

const tagsField = z
  .array(tagField)
  .max(MAX_TAGS, 'customer.tooManyTags')
  // Tags compare without case: "Wholesale" and "wholesale" are one tag, kept as first written.
  .transform((tags) =>
    tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
  );

const birthdayField = z.iso.date({ message: 'customer.birthdayFormat' }).nullable();

// ---------------------------------------------------------------------------------------------
// Addresses

export const addressFields = z.object({
  receiverName: z.string().trim().min(1, 'customer.receiverRequired').max(64),
  phone: phoneField,
  /** Country, region or province, as written on a label. */
  region: trimmed(64).default(''),
  city: z.string().trim().min(1, 'customer.cityRequired').max(64),
  line: z.string().trim().min(1, 'customer.lineRequired').max(200),
  postalCode: trimmed(16).default(''),
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
  name: z.string().trim().min(1, 'customer.nameRequired').max(64),
  /** Unique among customers when given. */
  phone: phoneField.nullable().default(null),
  email: z.email('customer.emailFormat').max(254).nullable().default(null),
  gender: z.enum(genders).default('UNKNOWN'),
  birthday: birthdayField.default(null),
  tags: tagsField.default([]),
  /** Staff only: never shown to the customer. */
  note: trimmed(1000).default(''),
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
