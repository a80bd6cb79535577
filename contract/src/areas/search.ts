import { z } from 'zod';
import { orderStatusSchema } from './order.js';
import { productStatusSchema } from './product.js';

/** How many records each group of the navbar search answers at most. */
export const SEARCH_GROUP_LIMIT = 5;

/** The navbar search: a few characters of an order number, a name, a phone, a title or a SKU code. */
export const searchQuery = z.object({ q: z.string().trim().min(1).max(100) });

export const searchOrderHit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  customerName: z.string(),
  status: orderStatusSchema,
  total: z.number().int(),
  placedAt: z.string(),
});

export const searchCustomerHit = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
});

export const searchProductHit = z.object({
  id: z.number().int(),
  title: z.string(),
  status: productStatusSchema,
  /** The SKU code that matched, when the product was found by one. */
  skuCode: z.string().nullable(),
});

/**
 * Records whose number, name, phone, title (or its pinyin) or SKU code starts with the query, at
 * most SEARCH_GROUP_LIMIT a group. A group the caller's roles may not open is always empty.
 */
export const searchData = z.object({
  orders: z.array(searchOrderHit),
  customers: z.array(searchCustomerHit),
  products: z.array(searchProductHit),
});

export type SearchData = z.infer<typeof searchData>;
export type SearchOrderHit = z.infer<typeof searchOrderHit>;
export type SearchCustomerHit = z.infer<typeof searchCustomerHit>;
export type SearchProductHit = z.infer<typeof searchProductHit>;
