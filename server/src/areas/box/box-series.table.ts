import type {
  BoxFilters,
  BoxPrize,
  BoxSeries,
  BoxSeriesDetail,
  BoxSortField,
  BoxStatus,
  BoxTier,
  BoxWindowState,
} from '@shop/contract/areas/box';
import { parseSort } from '@shop/contract/list';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { boxPrize, boxSeries, mediaAsset, productSku, productSpu, staffUser } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { orderByKey, type SortKey, textSearch } from '../../http/list-order.js';
import { clockNow } from '../../lib/clock.js';
import { imageUrlOf } from '../../lib/media-refs.js';

/**
 * Box series as the console lists them: each with its pool's sums (prizes, total, remaining, and
 * what was drawn: Σ total − remaining, which the reconciler holds equal to the draws) and last
 * editor. Series are few, so the sums are taken per request from `box_prize`.
 */

// The pool's sums per series (a series without prizes joins to nulls).
const pool = alias(boxPrize, 'box_pool_prize');

function poolOf(db: Db) {
  return db
    .select({
      seriesId: pool.seriesId,
      prizeCount: sql<number>`count(*)::int`.as('prize_count'),
      quantityTotal: sql<number>`sum(${pool.quantityTotal})::int`.as('quantity_total'),
      quantityRemaining: sql<number>`sum(${pool.quantityRemaining})::int`.as('quantity_remaining'),
    })
    .from(pool)
    .groupBy(pool.seriesId)
    .as('box_pool');
}

const editor = alias(staffUser, 'box_series_editor');
const cover = alias(mediaAsset, 'box_cover');

function selectSeries(db: Db) {
  const sums = poolOf(db);
  const drawn = sql<number>`coalesce(${sums.quantityTotal} - ${sums.quantityRemaining}, 0)`;
  const sortKeys: Record<BoxSortField, SortKey> = {
    updatedAt: { expr: boxSeries.updatedAt, type: 'timestamptz' },
    title: { expr: boxSeries.title, type: 'text' },
    drawCount: { expr: drawn, type: 'integer' },
    quantityRemaining: { expr: sql`coalesce(${sums.quantityRemaining}, 0)`, type: 'integer' },
  };
  const query = db
    .select({
      series: boxSeries,
      prizeCount: sums.prizeCount,
      quantityTotal: sums.quantityTotal,
      quantityRemaining: sums.quantityRemaining,
      coverSha: cover.sha256,
      coverMime: cover.mime,
      updatedByName: editor.name,
    })
    .from(boxSeries)
    .leftJoin(sums, eq(sums.seriesId, boxSeries.id))
    .leftJoin(cover, eq(cover.id, boxSeries.coverId))
    .leftJoin(editor, eq(editor.id, boxSeries.updatedBy));
  return { query, sortKeys };
}

type SeriesRow = Awaited<ReturnType<typeof selectSeries>['query']>[number];

function whereOf(filters: Omit<BoxFilters, 'sort'>): SQL | undefined {
  return and(
    textSearch(filters.q, boxSeries.title),
    filters.status ? eq(boxSeries.status, filters.status) : undefined,
  );
}

export async function listBoxes(db: Db, query: BoxFilters & { page: number; pageSize: number }) {
  const { field, direction } = parseSort(query.sort);
  const { query: select, sortKeys } = selectSeries(db);
  const [rows, [total]] = await Promise.all([
    select
      .where(whereOf(query))
      .orderBy(...orderByKey(sortKeys[field], direction, boxSeries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(boxSeries).where(whereOf(query)),
  ]);
  return { items: rows.map(toBoxSeries), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Where now stands against the sale window (as for exchange items). */
export function windowStateOf(startsAt: Date | null, endsAt: Date | null, now: Date): BoxWindowState {
  if (startsAt && startsAt.getTime() > now.getTime()) return 'UPCOMING';
  if (endsAt && endsAt.getTime() <= now.getTime()) return 'ENDED';
  return 'RUNNING';
}

function toBoxSeries(row: SeriesRow): BoxSeries {
  const s = row.series;
  const total = row.quantityTotal ?? 0;
  const remaining = row.quantityRemaining ?? 0;
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    coverId: s.coverId,
    coverUrl: imageUrlOf(row.coverSha, row.coverMime),
    cashPrice: s.cashPrice,
    pointsPrice: s.pointsPrice,
    status: s.status as BoxStatus,
    startsAt: s.startsAt?.toISOString() ?? null,
    endsAt: s.endsAt?.toISOString() ?? null,
    windowState: windowStateOf(s.startsAt, s.endsAt, clockNow()),
    perCustomerDailyLimit: s.perCustomerDailyLimit,
    guaranteeEvery: s.guaranteeEvery,
    guaranteeMinTier: s.guaranteeMinTier as BoxTier | null,
    minimumAge: s.minimumAge,
    oddsVersion: s.oddsVersion,
    oddsPublishedAt: s.oddsPublishedAt?.toISOString() ?? null,
    oddsChanged: s.oddsChanged,
    prizeCount: row.prizeCount ?? 0,
    quantityTotal: total,
    quantityRemaining: remaining,
    drawCount: total - remaining,
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

const prizeImage = alias(mediaAsset, 'box_prize_image');

/** A series' prizes in display order, each with its SKU as the catalogue has it now and its odds now. */
async function prizesOf(db: Db, seriesId: number): Promise<BoxPrize[]> {
  const rows = await db
    .select({
      prize: boxPrize,
      skuCode: productSku.code,
      productId: productSpu.id,
      productTitle: productSpu.title,
      optionValues: productSku.optionValues,
      imageSha: prizeImage.sha256,
      imageMime: prizeImage.mime,
    })
    .from(boxPrize)
    .innerJoin(productSku, eq(productSku.id, boxPrize.skuId))
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .leftJoin(prizeImage, eq(prizeImage.id, sql`coalesce(${productSku.imageId}, ${productSpu.imageIds}[1])`))
    .where(eq(boxPrize.seriesId, seriesId))
    .orderBy(asc(boxPrize.sort), asc(boxPrize.id));
  const remaining = rows.reduce((sum, r) => sum + r.prize.quantityRemaining, 0);
  return rows.map(({ prize, ...r }) => ({
    id: prize.id,
    skuId: prize.skuId,
    skuCode: r.skuCode,
    productId: r.productId,
    productTitle: r.productTitle,
    optionValues: r.optionValues,
    imageUrl: imageUrlOf(r.imageSha, r.imageMime),
    tier: prize.tier as BoxTier,
    quantityTotal: prize.quantityTotal,
    quantityRemaining: prize.quantityRemaining,
    displayValue: prize.displayValue,
    probability: remaining === 0 ? 0 : prize.quantityRemaining / remaining,
    sort: prize.sort,
  }));
}

/** One series with its prizes; 404 when none. */
export async function getBoxDetail(db: Db, id: number): Promise<BoxSeriesDetail> {
  const [[row], prizes] = await Promise.all([
    selectSeries(db).query.where(eq(boxSeries.id, id)),
    prizesOf(db, id),
  ]);
  if (!row) throw notFound('box.notFound');
  return { ...toBoxSeries(row), prizes };
}
