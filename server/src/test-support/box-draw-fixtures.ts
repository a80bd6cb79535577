import type { BoxTier } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { writeOddsSnapshot } from '../areas/box/box-odds.js';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { boxPrize, boxSeries, customer } from '../db/schema.js';
import { insertProduct } from './catalogue-rows.js';
import { pointsCustomer } from './exchange-fixtures.js';

/**
 * Box test set-up: a series with its prizes written straight into the tables (each prize a SKU of
 * its own with stock), published through `writeOddsSnapshot` as the publish action does.
 */

let seq = 0;
export const boxKey = (label = 'box') => `${label}-${Date.now()}-${++seq}`;

export interface PrizeSeed {
  tier: BoxTier;
  quantity: number;
  /** Stock of the prize's SKU; default: the quantity. */
  onHand?: number;
  displayValue?: number;
}

export interface BoxSeed {
  title?: string;
  prizes: PrizeSeed[];
  cashPrice?: number | null;
  pointsPrice?: number | null;
  guaranteeEvery?: number | null;
  guaranteeMinTier?: 'RARE' | 'HIDDEN' | null;
  perCustomerDailyLimit?: number | null;
  minimumAge?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Left DRAFT (never published) when false; default: published and ON_SALE. */
  publish?: boolean;
}

export interface SeededBox {
  seriesId: number;
  prizeIds: number[];
  skuIds: number[];
}

export async function insertBox(db: Db, seed: BoxSeed): Promise<SeededBox> {
  const label = `${seed.title ?? 'Box'} ${++seq}`;
  const { skuIds } = await insertProduct(db, {
    title: `${label} prize`,
    skus: seed.prizes.map((p, i) => ({
      code: `BOX-${seq}-${i}`,
      optionValues: [p.tier],
      onHand: p.onHand ?? p.quantity,
    })),
  });
  return db.transaction(async (tx) => {
    const [series] = await tx
      .insert(boxSeries)
      .values({
        title: label,
        cashPrice: seed.cashPrice === undefined ? 1500 : seed.cashPrice,
        pointsPrice: seed.pointsPrice === undefined ? 100 : seed.pointsPrice,
        guaranteeEvery: seed.guaranteeEvery ?? null,
        guaranteeMinTier: seed.guaranteeMinTier ?? null,
        perCustomerDailyLimit: seed.perCustomerDailyLimit ?? null,
        minimumAge: seed.minimumAge === undefined ? null : seed.minimumAge,
        startsAt: seed.startsAt ?? null,
        endsAt: seed.endsAt ?? null,
      })
      .returning({ id: boxSeries.id });
    if (!series) throw new Error('box_series insert returned no row');
    const prizes = await tx
      .insert(boxPrize)
      .values(
        seed.prizes.map((p, i) => ({
          seriesId: series.id,
          skuId: skuIds[i] as number,
          tier: p.tier,
          quantityTotal: p.quantity,
          quantityRemaining: p.quantity,
          displayValue: p.displayValue ?? 1000 * (i + 1),
          sort: i,
        })),
      )
      .returning({ id: boxPrize.id });
    if (seed.publish !== false) {
      await writeOddsSnapshot(tx, series.id, null);
      await tx.update(boxSeries).set({ status: 'ON_SALE' }).where(eq(boxSeries.id, series.id));
    }
    return { seriesId: series.id, prizeIds: prizes.map((p) => p.id).sort((a, b) => a - b), skuIds };
  });
}

/** Sets a prize's remaining count straight (a pool part-drawn before the test's draws). */
export async function setRemaining(db: Db, prizeId: number, remaining: number): Promise<void> {
  await db.update(boxPrize).set({ quantityRemaining: remaining }).where(eq(boxPrize.id, prizeId));
}

/** What the books say of a series: its status and pool, its draws, and these customers' balances. */
export async function boxBooks(db: Db, seriesId: number, customerIds: number[]) {
  const [series] = await db.select().from(boxSeries).where(eq(boxSeries.id, seriesId));
  const prizes = await db
    .select({ id: boxPrize.id, remaining: boxPrize.quantityRemaining, total: boxPrize.quantityTotal })
    .from(boxPrize)
    .where(eq(boxPrize.seriesId, seriesId));
  const [counts] = rowsOf<{ draws: string; payments: string; spends: string }>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM box_draw WHERE series_id = ${seriesId}) AS draws,
             (SELECT count(*) FROM payment p JOIN box_draw d ON d.id = p.box_draw_id
               WHERE d.series_id = ${seriesId}) AS payments,
             (SELECT count(*) FROM point_ledger l JOIN box_draw d ON l.biz_type = 'BOX' AND l.biz_id = d.id::text
               WHERE d.series_id = ${seriesId}) AS spends`),
  );
  const balances = customerIds.length
    ? await db
        .select({ id: customer.id, balance: customer.pointsBalance })
        .from(customer)
        .where(sql`${customer.id} IN (${sql.join(customerIds, sql`, `)})`)
    : [];
  return {
    status: series?.status,
    remaining: prizes.reduce((s, p) => s + p.remaining, 0),
    draws: Number(counts?.draws ?? 0),
    payments: Number(counts?.payments ?? 0),
    pointSpends: Number(counts?.spends ?? 0),
    balances: new Map(balances.map((b) => [b.id, b.balance])),
  };
}

/**
 * The issue's race: a box of five prizes (three tiers) with two already drawn, so three are left,
 * and 50 draws at once from 35 customers (15 of them twice), every other one paid in cash.
 */
export interface DrawRace {
  seriesId: number;
  skuIds: number[];
  customers: { id: number; addressId: number }[];
  bodies: {
    customerId: number;
    payMethod: 'POINTS' | 'CASH';
    payment?: { channel: 'BANK_TRANSFER'; reference: string };
    addressId: number;
    ageConfirmed: boolean;
    note: string;
    idempotencyKey: string;
  }[];
}

export const RACE_POINTS = 1000;
export const RACE_POINTS_PRICE = 100;
export const RACE_CASH_PRICE = 1500;

export async function prepareDrawRace(
  db: Db,
  label: string,
  drawFirst: (seriesId: number, customer: { id: number; addressId: number }) => Promise<unknown>,
): Promise<DrawRace> {
  const box = await insertBox(db, {
    title: label,
    prizes: [
      { tier: 'COMMON', quantity: 3 },
      { tier: 'RARE', quantity: 1 },
      { tier: 'HIDDEN', quantity: 1 },
    ],
    cashPrice: RACE_CASH_PRICE,
    pointsPrice: RACE_POINTS_PRICE,
    minimumAge: 8,
  });
  const early = await pointsCustomer(db, `${label} early`, RACE_POINTS);
  for (let i = 0; i < 2; i++) await drawFirst(box.seriesId, early);
  const customers = await Promise.all(
    Array.from({ length: 35 }, (_, i) => pointsCustomer(db, `${label} racer ${i}`, RACE_POINTS)),
  );
  const bodies = Array.from({ length: 50 }, (_, i) => {
    const c = customers[i % customers.length] as { id: number; addressId: number };
    const cash = i % 2 === 1;
    return {
      customerId: c.id,
      payMethod: cash ? ('CASH' as const) : ('POINTS' as const),
      ...(cash ? { payment: { channel: 'BANK_TRANSFER' as const, reference: `${boxKey('race')}` } } : {}),
      addressId: c.addressId,
      ageConfirmed: true,
      note: '',
      idempotencyKey: boxKey(`race-${i}`),
    };
  });
  return { seriesId: box.seriesId, skuIds: box.skuIds, customers, bodies };
}

/**
 * What the race must leave: exactly three of the 50 drawn, the rest refused as sold out; the
 * winners charged once each (points or a payment), the losers nothing; the series SOLD_OUT.
 */
export async function expectRaceBooks(db: Db, race: DrawRace, answers: { code: number; key?: string }[]) {
  const won = answers.flatMap((a, i) =>
    a.code === 20000 ? [race.bodies[i] as DrawRace['bodies'][number]] : [],
  );
  expect(won).toHaveLength(3);
  expect(answers.filter((a) => a.code === Codes.INSUFFICIENT_STOCK && a.key === 'box.soldOut')).toHaveLength(
    47,
  );
  const books = await boxBooks(
    db,
    race.seriesId,
    race.customers.map((c) => c.id),
  );
  const pointsWinners = won.filter((b) => b.payMethod === 'POINTS');
  expect(books).toMatchObject({
    status: 'SOLD_OUT',
    remaining: 0,
    draws: 5,
    payments: won.length - pointsWinners.length,
    // The two early draws were paid in points too.
    pointSpends: pointsWinners.length + 2,
  });
  for (const c of race.customers) {
    const spent = pointsWinners.filter((b) => b.customerId === c.id).length * RACE_POINTS_PRICE;
    expect(books.balances.get(c.id), `customer ${c.id}`).toBe(RACE_POINTS - spent);
  }
  const [held] = rowsOf<{ reserved: number | string }>(
    await db.execute(
      sql`SELECT sum(reserved) AS reserved FROM product_sku WHERE id IN (${sql.join(race.skuIds, sql`, `)})`,
    ),
  );
  expect(Number(held?.reserved)).toBe(5);
}
