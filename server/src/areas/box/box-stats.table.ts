import type { BoxOddsPrize, BoxOddsSnapshot, BoxStatsData, BoxTier } from '@shop/contract/areas/box';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxDraw, boxOddsSnapshot, boxPrize, boxSeries, staffUser } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';

/** The disclosure record of a series and what was drawn under it, for the record list's chart. */

async function seriesVersion(db: Db, id: number): Promise<number> {
  const [series] = await db
    .select({ oddsVersion: boxSeries.oddsVersion })
    .from(boxSeries)
    .where(eq(boxSeries.id, id));
  if (!series) throw notFound('box.notFound');
  return series.oddsVersion;
}

/** Every snapshot the series published, newest first. */
export async function listBoxOdds(db: Db, id: number): Promise<{ items: BoxOddsSnapshot[] }> {
  await seriesVersion(db, id);
  const rows = await db
    .select({ snapshot: boxOddsSnapshot, publishedByName: staffUser.name })
    .from(boxOddsSnapshot)
    .leftJoin(staffUser, eq(staffUser.id, boxOddsSnapshot.publishedBy))
    .where(eq(boxOddsSnapshot.seriesId, id))
    .orderBy(desc(boxOddsSnapshot.oddsVersion));
  return {
    items: rows.map(({ snapshot: s, publishedByName }) => ({
      seriesId: s.seriesId,
      oddsVersion: s.oddsVersion,
      prizes: s.prizes as BoxOddsPrize[],
      tiers: s.tiers as Record<BoxTier, number>,
      cashPrice: s.cashPrice,
      pointsPrice: s.pointsPrice,
      guaranteeEvery: s.guaranteeEvery,
      guaranteeMinTier: s.guaranteeMinTier as BoxTier | null,
      publishedAt: s.publishedAt.toISOString(),
      publishedByName,
    })),
  };
}

/**
 * Per prize of one odds version (default: the one on sale): the probability disclosed, the draws
 * made under it and their share. A prize's draws are total − remaining (the reconciler holds it
 * so), less those of its other versions; those are counted from `box_draw_prize_idx`
 * (prize_id, odds_version), so the current version of a box with a million draws reads only its
 * older versions' entries, and an older version its own. The guarantee's draws come from the
 * partial `box_draw_guarantee_idx`.
 */
export async function getBoxStats(db: Db, id: number, asked: number | undefined): Promise<BoxStatsData> {
  const current = await seriesVersion(db, id);
  const snapshots = await db
    .select({ oddsVersion: boxOddsSnapshot.oddsVersion, prizes: boxOddsSnapshot.prizes })
    .from(boxOddsSnapshot)
    .where(eq(boxOddsSnapshot.seriesId, id))
    .orderBy(desc(boxOddsSnapshot.oddsVersion));
  const versions = snapshots.map((s) => s.oddsVersion);
  const oddsVersion = asked ?? current;
  const snapshot = snapshots.find((s) => s.oddsVersion === oddsVersion);
  if (!snapshot) {
    if (asked !== undefined) throw notFound();
    return { seriesId: id, oddsVersion, versions, totalDraws: 0, guaranteeDraws: 0, prizes: [] };
  }
  const prizes = snapshot.prizes as BoxOddsPrize[];
  const [drawsOf, guarantee] = await Promise.all([
    oddsVersion === current ? currentDraws(db, prizes, oddsVersion) : versionDraws(db, prizes, oddsVersion),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(boxDraw)
      .where(
        and(
          eq(boxDraw.seriesId, id),
          eq(boxDraw.oddsVersion, oddsVersion),
          eq(boxDraw.guaranteeApplied, true),
        ),
      ),
  ]);
  const totalDraws = prizes.reduce((sum, p) => sum + (drawsOf.get(p.prizeId) ?? 0), 0);
  return {
    seriesId: id,
    oddsVersion,
    versions,
    totalDraws,
    guaranteeDraws: guarantee[0]?.n ?? 0,
    prizes: prizes.map((p) => {
      const draws = drawsOf.get(p.prizeId) ?? 0;
      return {
        prizeId: p.prizeId,
        title: p.title,
        tier: p.tier,
        disclosed: p.probability,
        draws,
        observed: totalDraws === 0 ? 0 : draws / totalDraws,
      };
    }),
  };
}

/** Draws per prize under an older version, counted. */
async function versionDraws(db: Db, prizes: BoxOddsPrize[], oddsVersion: number) {
  if (prizes.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ prizeId: boxDraw.prizeId, n: sql<number>`count(*)::int` })
    .from(boxDraw)
    .where(
      and(
        inArray(
          boxDraw.prizeId,
          prizes.map((p) => p.prizeId),
        ),
        eq(boxDraw.oddsVersion, oddsVersion),
      ),
    )
    .groupBy(boxDraw.prizeId);
  return new Map(rows.map((r) => [r.prizeId, r.n]));
}

/** Draws per prize under the version on sale: all its draws (the pool says) less the other versions'. */
async function currentDraws(db: Db, prizes: BoxOddsPrize[], oddsVersion: number) {
  if (prizes.length === 0) return new Map<number, number>();
  const ids = prizes.map((p) => p.prizeId);
  const [pool, older] = await Promise.all([
    db
      .select({
        id: boxPrize.id,
        drawn: sql<number>`${boxPrize.quantityTotal} - ${boxPrize.quantityRemaining}`,
      })
      .from(boxPrize)
      .where(inArray(boxPrize.id, ids)),
    db
      .select({ prizeId: boxDraw.prizeId, n: sql<number>`count(*)::int` })
      .from(boxDraw)
      .where(and(inArray(boxDraw.prizeId, ids), ne(boxDraw.oddsVersion, oddsVersion)))
      .groupBy(boxDraw.prizeId),
  ]);
  const elsewhere = new Map(older.map((r) => [r.prizeId, r.n]));
  return new Map(pool.map((p) => [p.id, p.drawn - (elsewhere.get(p.id) ?? 0)]));
}
