import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSku, stockMovement } from '../../db/schema.js';

/**
 * The stock reconciliation (domain.md §2.3, invariant 2), run by tests, the benchmark loader and
 * the admin check: every SKU's balances equal the sums of its ledger, and every ledger row's
 * balances-after equal the previous row's (by id, per SKU) plus its own deltas, the first row
 * starting from zero. An empty answer means the books balance.
 */

/** A SKU whose on_hand / reserved differ from the sums of its movements. */
export interface BalanceMismatch {
  kind: 'balance';
  skuId: number;
  code: string;
  onHand: number;
  reserved: number;
  ledgerOnHand: number;
  ledgerReserved: number;
}

/** A movement whose *_after is not the previous row's *_after plus its deltas. */
export interface ChainMismatch {
  kind: 'chain';
  movementId: number;
  skuId: number;
  onHandAfter: number;
  reservedAfter: number;
  expectedOnHandAfter: number;
  expectedReservedAfter: number;
}

export type StockMismatch = BalanceMismatch | ChainMismatch;

/** Lists what does not reconcile, at most `limit` of each kind (a broken ledger can be long). */
export async function reconcileStock(db: Db, limit = 1000): Promise<StockMismatch[]> {
  // Sums are bigint in SQL; they fit a JS number for any real shop.
  const ledger = db
    .select({
      skuId: stockMovement.skuId,
      onHand: sql<number>`sum(${stockMovement.deltaOnHand})`.mapWith(Number).as('ledger_on_hand'),
      reserved: sql<number>`sum(${stockMovement.deltaReserved})`.mapWith(Number).as('ledger_reserved'),
    })
    .from(stockMovement)
    .groupBy(stockMovement.skuId)
    .as('ledger');
  const ledgerOnHand = sql<number>`coalesce(${ledger.onHand}, 0)`.mapWith(Number);
  const ledgerReserved = sql<number>`coalesce(${ledger.reserved}, 0)`.mapWith(Number);
  const balances = await db
    .select({
      skuId: productSku.id,
      code: productSku.code,
      onHand: productSku.onHand,
      reserved: productSku.reserved,
      ledgerOnHand,
      ledgerReserved,
    })
    .from(productSku)
    .leftJoin(ledger, eq(ledger.skuId, productSku.id))
    .where(sql`${productSku.onHand} <> ${ledgerOnHand} OR ${productSku.reserved} <> ${ledgerReserved}`)
    .orderBy(productSku.id)
    .limit(limit);

  // Each row against the one before it for the same SKU, in id (= write) order.
  const bySku = sql`OVER (PARTITION BY ${stockMovement.skuId} ORDER BY ${stockMovement.id})`;
  const chained = db
    .select({
      id: stockMovement.id,
      skuId: stockMovement.skuId,
      onHandAfter: stockMovement.onHandAfter,
      reservedAfter: stockMovement.reservedAfter,
      expectedOnHand:
        sql<number>`coalesce(lag(${stockMovement.onHandAfter}) ${bySku}, 0) + ${stockMovement.deltaOnHand}`.as(
          'expected_on_hand',
        ),
      expectedReserved:
        sql<number>`coalesce(lag(${stockMovement.reservedAfter}) ${bySku}, 0) + ${stockMovement.deltaReserved}`.as(
          'expected_reserved',
        ),
    })
    .from(stockMovement)
    .as('chained');
  const chain = await db
    .select({
      movementId: chained.id,
      skuId: chained.skuId,
      onHandAfter: chained.onHandAfter,
      reservedAfter: chained.reservedAfter,
      expectedOnHandAfter: sql<number>`${chained.expectedOnHand}`.mapWith(Number),
      expectedReservedAfter: sql<number>`${chained.expectedReserved}`.mapWith(Number),
    })
    .from(chained)
    .where(
      sql`${chained.onHandAfter} <> ${chained.expectedOnHand} OR ${chained.reservedAfter} <> ${chained.expectedReserved}`,
    )
    .orderBy(chained.id)
    .limit(limit);

  return [
    ...balances.map((row) => ({ kind: 'balance' as const, ...row })),
    ...chain.map((row) => ({ kind: 'chain' as const, ...row })),
  ];
}
