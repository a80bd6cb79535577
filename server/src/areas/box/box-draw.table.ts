import {
  BOX_DRAW_COUNT_CAP,
  type BoxDrawFilters,
  type BoxDrawListData,
  type BoxDrawSortField,
  type BoxFulfilStatus,
  boxFulfilStatuses,
} from '@shop/contract/areas/box';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { boxDraw, boxSeries, customer, productSku } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import { boxDrawJoinColumns, toBoxDrawListItem } from './box-draw-detail.js';

/**
 * The record list: every draw, newest first, by fulfilment tab. A page reads its ids from
 * `box_draw` alone (the filters need no join), then joins the box, customer and SKU for those
 * ids only, so a deep page does not join every row it skips. Tab counts stop at
 * BOX_DRAW_COUNT_CAP (as the points ledger's and the audit log's totals do): an exact count of a
 * million draws reads a million index entries per request. The search is a draw number by its
 * start (`box_draw_no_prefix_idx`), or the customers whose name or phone hold it, looked up first
 * in `customer` and then found by `box_draw_customer_idx`. Migration 0018's indexes answer the
 * other filters' pages and counts (`npm run bench -- boxes`).
 */

const sortKeys: Record<BoxDrawSortField, SortKey> = {
  drawnAt: { expr: boxDraw.drawnAt, type: 'timestamptz' },
  drawNo: { expr: boxDraw.drawNo, type: 'text' },
  displayValue: { expr: boxDraw.displayValue, type: 'bigint' },
};

type Filters = Omit<BoxDrawFilters, 'sort'>;

/** More customers than this match the search: name them by a sub-select instead of a list of ids. */
const CUSTOMER_IDS_INLINE = 1_000;

/** What a draw number looks like as typed: BX and the start of its digits. */
const DRAW_NUMBER = /^BX\d*$/i;

/**
 * The search's condition on `box_draw`: a draw number by its start, else the draws of the
 * customers whose name or phone hold it. Either alone, never OR-ed: each then reads one index
 * (an OR of the two turned every tab count into a heap scan).
 */
async function searchWhere(db: Db, q: string | undefined): Promise<SQL | undefined> {
  if (!q) return undefined;
  if (DRAW_NUMBER.test(q)) return like(boxDraw.drawNo, `${q.toUpperCase()}%`);
  const digits = q.replace(/[\s\-+()]/g, '');
  const customers = or(
    textSearch(q, customer.name),
    /^\d+$/.test(digits) ? like(customer.phone, `%${digits}%`) : undefined,
  );
  const found = await db
    .select({ id: customer.id })
    .from(customer)
    .where(customers)
    .limit(CUSTOMER_IDS_INLINE + 1);
  if (found.length === 0) return sql`false`;
  if (found.length > CUSTOMER_IDS_INLINE)
    return inArray(boxDraw.customerId, db.select({ id: customer.id }).from(customer).where(customers));
  // One array parameter: the list in the page's and the three counts' statements as $1..$n each
  // cost more to send and plan than to run.
  const ids = `{${found.map((c) => c.id).join(',')}}`;
  return sql`${boxDraw.customerId} = ANY(${ids}::int[])`;
}

type Where = { search: SQL | undefined; filters: Filters };

function whereOf({ search, filters }: Where, tab: BoxFulfilStatus | undefined): SQL | undefined {
  return and(
    search,
    tab ? eq(boxDraw.fulfilStatus, tab) : undefined,
    filters.seriesId ? eq(boxDraw.seriesId, filters.seriesId) : undefined,
    filters.customerId ? eq(boxDraw.customerId, filters.customerId) : undefined,
    filters.tier ? eq(boxDraw.tier, filters.tier) : undefined,
    filters.payMethod ? eq(boxDraw.payMethod, filters.payMethod) : undefined,
    filters.guarantee ? eq(boxDraw.guaranteeApplied, filters.guarantee === 'true') : undefined,
    filters.from ? gte(boxDraw.drawnAt, new Date(filters.from)) : undefined,
    filters.to ? lt(boxDraw.drawnAt, new Date(filters.to)) : undefined,
  );
}

async function resolve(db: Db, filters: Filters): Promise<Where> {
  return { search: await searchWhere(db, filters.q), filters };
}

/** The list's total under the filters, exact (the dashboard's to-do count reads the TO_SHIP tab). */
export async function countBoxDraws(db: Db, filters: Filters): Promise<number> {
  const where = await resolve(db, filters);
  const [row] = await db.select({ n: count() }).from(boxDraw).where(whereOf(where, filters.tab));
  return row?.n ?? 0;
}

/**
 * Every tab's count under the filters but the tab, each read no further than `cap`, in one
 * statement. ALL is their sum, held to the cap too: when a tab stopped at the cap, so would ALL.
 */
async function countTabs(db: Db, where: Where, cap: number): Promise<BoxDrawListData['counts']> {
  const capped = (tab: BoxFulfilStatus) =>
    sql`(SELECT count(*)::int FROM (${db
      .select({ one: sql`1` })
      .from(boxDraw)
      .where(whereOf(where, tab))
      .limit(cap)}) capped)`;
  const columns = sql.join(
    boxFulfilStatuses.map((tab, i) => sql`${capped(tab)} AS ${sql.raw(`n${i}`)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`SELECT ${columns}`));
  const counts = Object.fromEntries(
    boxFulfilStatuses.map((tab, i) => [tab, Number(row?.[`n${i}`] ?? 0)]),
  ) as BoxDrawListData['counts'];
  counts.ALL = Math.min(
    cap,
    boxFulfilStatuses.reduce((sum, tab) => sum + counts[tab], 0),
  );
  return counts;
}

function selectDraws(db: Db, key: SortKey) {
  return db
    .select({ draw: boxDraw, ...boxDrawJoinColumns, id: boxDraw.id, cursor: cursorValue(key) })
    .from(boxDraw)
    .innerJoin(boxSeries, eq(boxSeries.id, boxDraw.seriesId))
    .innerJoin(customer, eq(customer.id, boxDraw.customerId))
    .innerJoin(productSku, eq(productSku.id, boxDraw.skuId));
}

export async function listBoxDraws(
  db: Db,
  query: BoxDrawFilters & { page: number; pageSize: number },
  cap = BOX_DRAW_COUNT_CAP,
): Promise<BoxDrawListData> {
  const { field, direction } = parseSort(query.sort);
  const key = sortKeys[field];
  const where = await resolve(db, query);
  const order = orderByKey(key, direction, boxDraw.id);
  const [ids, counts] = await Promise.all([
    db
      .select({ id: boxDraw.id })
      .from(boxDraw)
      .where(whereOf(where, query.tab))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countTabs(db, where, cap),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await selectDraws(db, key)
          .where(
            inArray(
              boxDraw.id,
              ids.map((r) => r.id),
            ),
          )
          .orderBy(...order);
  const total = counts[query.tab ?? 'ALL'];
  return {
    items: rows.map((r) => toBoxDrawListItem(r.draw, r)),
    total,
    totalCapped: total >= cap,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/**
 * What the export reads: the exact count of the draws the filters match and their batches after a
 * cursor in the list's order, the search's customers looked up once for every batch.
 */
export function boxDrawReader(db: Db, filters: BoxDrawFilters) {
  const { field, direction } = parseSort(filters.sort);
  const key = sortKeys[field];
  let resolved: Promise<Where> | undefined;
  const where = () => {
    resolved ??= resolve(db, filters);
    return resolved;
  };
  return {
    count: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(boxDraw)
        .where(whereOf(await where(), filters.tab));
      return row?.n ?? 0;
    },
    batch: async (after: Cursor | undefined, limit: number) =>
      selectDraws(db, key)
        .where(
          and(
            whereOf(await where(), filters.tab),
            after ? afterCursor(key, direction, boxDraw.id, after) : undefined,
          ),
        )
        .orderBy(...orderByKey(key, direction, boxDraw.id))
        .limit(limit),
  };
}

export type BoxDrawExportRow = Awaited<ReturnType<ReturnType<typeof boxDrawReader>['batch']>>[number];
