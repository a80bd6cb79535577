import {
  type BoxOddsPrize,
  type BoxOddsSnapshot,
  type BoxStatsData,
  type BoxTier,
  tierRank,
} from '@shop/contract/areas/box';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxDraw, boxOddsSnapshot, boxSeries, staffUser } from '../../db/schema.js';
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
 * made under it and their share. Draws are counted per prize from `box_draw_prize_idx`
 * (prize_id, odds_version), so a box with a million draws reads only its index; the guarantee's
 * draws are looked for only among the prizes it could give.
 */
export async function getBoxStats(db: Db, id: number, asked: number | undefined): Promise<BoxStatsData> {
  const current = await seriesVersion(db, id);
  const snapshots = await db
    .select({
      oddsVersion: boxOddsSnapshot.oddsVersion,
      prizes: boxOddsSnapshot.prizes,
      guaranteeMinTier: boxOddsSnapshot.guaranteeMinTier,
    })
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
  const ids = prizes.map((p) => p.prizeId);
  const minTier = snapshot.guaranteeMinTier as BoxTier | null;
  const guaranteed = minTier ? prizes.filter((p) => tierRank(p.tier) >= tierRank(minTier)) : [];
  const underVersion = (prizeIds: number[]) =>
    and(inArray(boxDraw.prizeId, prizeIds), eq(boxDraw.oddsVersion, oddsVersion));
  const [counts, [guarantee]] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ prizeId: boxDraw.prizeId, n: sql<number>`count(*)::int` })
          .from(boxDraw)
          .where(underVersion(ids))
          .groupBy(boxDraw.prizeId),
    guaranteed.length === 0
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(boxDraw)
          .where(and(underVersion(guaranteed.map((p) => p.prizeId)), eq(boxDraw.guaranteeApplied, true))),
  ]);
  const drawsOf = new Map(counts.map((c) => [c.prizeId, c.n]));
  const totalDraws = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    seriesId: id,
    oddsVersion,
    versions,
    totalDraws,
    guaranteeDraws: guarantee?.n ?? 0,
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
