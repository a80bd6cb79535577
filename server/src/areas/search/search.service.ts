import type {
  SearchCustomerHit,
  SearchData,
  SearchOrderHit,
  SearchProductHit,
} from '@shop/contract/areas/search';
import { SEARCH_GROUP_LIMIT } from '@shop/contract/areas/search';
import { type Grants, holds } from '@shop/contract/permissions';
import { and, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { customer, productSku, productSpu, shopOrder } from '../../db/schema.js';

/**
 * The navbar search: prefix matches only, each answered by a `text_pattern_ops` b-tree (migration
 * 0011) that also gives the order (`USING ~<~`), so a group costs a short index range scan at a
 * million rows. A substring match would need pg_trgm, which the embedded database lacks.
 */

const limit = SEARCH_GROUP_LIMIT;

/** `abc` → `abc%` with LIKE's own characters escaped. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Sorted as the pattern index is, so the scan stops after `limit` rows. */
const byPattern = (expr: SQL | PgColumn, direction: '~<~' | '~>~' = '~<~') =>
  sql`${expr} USING ${sql.raw(direction)}`;

/** A phone typed with spaces, dashes or brackets: its digits (and a leading +), if that is all. */
function phoneOf(q: string): string | undefined {
  const phone = q.replace(/[\s\-()]/g, '');
  return /^\+?\d+$/.test(phone) ? phone : undefined;
}

/** Newest number first: `SO` + date + sequence. Digits alone are taken as what follows `SO`. */
async function searchOrders(db: Db, q: string): Promise<SearchOrderHit[]> {
  const upper = q.replace(/\s/g, '').toUpperCase();
  const number = /^\d+$/.test(upper) ? `SO${upper}` : upper;
  if (!/^[A-Z0-9]+$/.test(number)) return [];
  const rows = await db
    .select({
      id: shopOrder.id,
      orderNo: shopOrder.orderNo,
      customerName: customer.name,
      status: shopOrder.status,
      total: shopOrder.total,
      placedAt: shopOrder.placedAt,
    })
    .from(shopOrder)
    .innerJoin(customer, eq(customer.id, shopOrder.customerId))
    .where(like(shopOrder.orderNo, prefix(number)))
    .orderBy(byPattern(shopOrder.orderNo, '~>~'))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    status: r.status as SearchOrderHit['status'],
    placedAt: r.placedAt.toISOString(),
  }));
}

/** By the start of the name (any case) or of the phone (with or without its +), names first. */
async function searchCustomers(db: Db, q: string): Promise<SearchCustomerHit[]> {
  const columns = { id: customer.id, name: customer.name, phone: customer.phone };
  const name = sql`lower(${customer.name})`;
  const byName = db
    .select(columns)
    .from(customer)
    .where(like(name, prefix(q.toLowerCase())))
    .orderBy(byPattern(name))
    .limit(limit);
  const phone = phoneOf(q);
  const byPhone = phone
    ? db
        .select(columns)
        .from(customer)
        .where(
          phone.startsWith('+')
            ? like(customer.phone, prefix(phone))
            : sql`(${like(customer.phone, prefix(phone))} OR ${like(customer.phone, prefix(`+${phone}`))})`,
        )
        .orderBy(byPattern(customer.phone))
        .limit(limit)
    : Promise.resolve([]);
  const [named, phoned] = [await byName, await byPhone];
  return firstUnique([...named, ...phoned], (c) => c.id);
}

/** By the start of the title, of its pinyin or initials (`mianma`, `mm` find 棉麻…), or of a SKU code. */
async function searchProducts(db: Db, q: string): Promise<SearchProductHit[]> {
  const lower = q.toLowerCase();
  const live = isNull(productSpu.deletedAt);
  const columns = { id: productSpu.id, title: productSpu.title, status: productSpu.status };
  const by = async (expr: SQL | PgColumn, pattern: string) =>
    (
      await db
        .select(columns)
        .from(productSpu)
        // `<> ''` lets the planner use the pinyin indexes, which leave out titles without Chinese.
        .where(and(live, like(expr, prefix(pattern)), sql`${expr} <> ''`))
        .orderBy(byPattern(expr))
        .limit(limit)
    ).map((p) => ({ ...p, skuCode: null }));
  const byTitle = await by(sql`lower(${productSpu.title})`, lower);
  // Pinyin is typed as letters, with or without spaces between the syllables.
  const letters = lower.replace(/\s/g, '');
  const byPinyin = /^[a-z]+$/.test(letters)
    ? [...(await by(productSpu.searchPinyin, letters)), ...(await by(productSpu.searchInitials, letters))]
    : [];
  const code = sql`lower(${productSku.code})`;
  const byCode = await db
    .select({ ...columns, skuCode: productSku.code })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(and(isNull(productSku.deletedAt), live, like(code, prefix(lower))))
    .orderBy(byPattern(code))
    .limit(limit);
  return firstUnique([...byTitle, ...byPinyin, ...byCode], (p) => p.id).map((p) => ({
    ...p,
    status: p.status as SearchProductHit['status'],
  }));
}

/** The first `limit` of `items`, each key once. */
function firstUnique<T>(items: T[], key: (item: T) => number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item))).slice(0, limit);
}

/** Every group whose page the caller may open; the others stay empty. */
export async function searchRecords(db: Db, grants: Grants, q: string): Promise<SearchData> {
  return {
    orders: holds(grants, 'order') ? await searchOrders(db, q) : [],
    customers: holds(grants, 'user') ? await searchCustomers(db, q) : [],
    products: holds(grants, 'product') ? await searchProducts(db, q) : [],
  };
}
