import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productSku, stockMovement } from '../db/schema.js';
import type { DemoProduct } from './demo-catalogue.js';
import { type PlannedMovement, planStockHistory, type StockTarget, seededRandom } from './demo-stock.js';

/**
 * Writes the demo's two months of stock history. Live changes go through applyStockChange, which
 * stamps now(); history has to be back-dated and the ledger is append-only, so the rows are
 * computed here instead, exactly as that function would have written them: all SKUs' movements
 * oldest first (ids follow time), each row's balances-after the previous row's plus its deltas,
 * and each SKU's balances set from its ledger's sums at the end. The tables' CHECKs still guard
 * every row. Written in a few multi-row statements, the ~1,100 rows cost a fraction of a second
 * on a first start instead of 2,300 round trips; the test reconciles them (reconcileStock).
 */

export interface SeededSku {
  id: number;
  price: number;
  threshold: number;
  active: boolean;
  product: DemoProduct;
}

const DAY_MS = 86_400_000;
const BATCH = 500;

/** Plenty for most; about one in eight low and one in fourteen sold out, as a real shop looks. */
function targetOf(sku: SeededSku, rand: () => number): StockTarget {
  const status = sku.product.status ?? 'ON_SALE';
  if (status === 'DRAFT') return 'draft';
  // Discontinued SKUs and archived products were sold through.
  if (status === 'ARCHIVED' || !sku.active) return 'out';
  const r = rand();
  return r < 0.07 ? 'out' : r < 0.2 ? 'low' : 'ok';
}

export async function writeStockHistory(
  tx: Db,
  skus: SeededSku[],
  options: { now: Date; actorId: number },
): Promise<number> {
  const rand = seededRandom(20_260_101);
  const moves: (PlannedMovement & { skuId: number })[] = [];
  for (const sku of skus) {
    const target = targetOf(sku, rand);
    const plan = planStockHistory(
      { key: String(sku.id), price: sku.price, threshold: sku.threshold, target },
      rand,
    );
    for (const m of plan) moves.push({ ...m, skuId: sku.id });
  }
  // Oldest first; Array.prototype.sort is stable, so one SKU's moves keep their planned order.
  moves.sort((a, b) => b.daysAgo - a.daysAgo);

  const balances = new Map<number, { onHand: number; reserved: number }>();
  const orderNumbers = new Map<string, string>();
  const orderNumber = (key: string) => {
    const next = orderNumbers.get(key) ?? `SO-DEMO-${String(orderNumbers.size + 1).padStart(4, '0')}`;
    orderNumbers.set(key, next);
    return next;
  };
  const rows = moves.map((m) => {
    const before = balances.get(m.skuId) ?? { onHand: 0, reserved: 0 };
    const after = { onHand: before.onHand + m.deltaOnHand, reserved: before.reserved + m.deltaReserved };
    balances.set(m.skuId, after);
    // Customers' orders move stock by themselves (actor: the system); staff adjust and restock.
    const byOrder = m.type === 'RESERVE' || m.type === 'RELEASE' || m.type === 'SALE';
    return {
      skuId: m.skuId,
      type: m.type,
      reason: m.reason,
      deltaOnHand: m.deltaOnHand,
      deltaReserved: m.deltaReserved,
      onHandAfter: after.onHand,
      reservedAfter: after.reserved,
      refType: m.orderKey ? 'order' : null,
      refId: m.orderKey ? orderNumber(m.orderKey) : null,
      note: m.note,
      actorId: byOrder ? null : options.actorId,
      createdAt: new Date(options.now.getTime() - m.daysAgo * DAY_MS),
    };
  });
  // A multi-row VALUES takes its identities in list order, so ids follow the sort above.
  for (let at = 0; at < rows.length; at += BATCH) {
    await tx.insert(stockMovement).values(rows.slice(at, at + BATCH));
  }

  const ids = skus.map((s) => s.id);
  const ledger = tx
    .select({
      skuId: stockMovement.skuId,
      onHand: sql<number>`sum(${stockMovement.deltaOnHand})::int`.as('ledger_on_hand'),
      reserved: sql<number>`sum(${stockMovement.deltaReserved})::int`.as('ledger_reserved'),
      lastAt: sql<Date>`max(${stockMovement.createdAt})`.as('ledger_last_at'),
    })
    .from(stockMovement)
    .where(inArray(stockMovement.skuId, ids))
    .groupBy(stockMovement.skuId)
    .as('ledger');
  await tx
    .update(productSku)
    .set({
      onHand: sql`${ledger.onHand}`,
      reserved: sql`${ledger.reserved}`,
      updatedAt: sql`${ledger.lastAt}`,
    })
    .from(ledger)
    .where(sql`${productSku.id} = ${ledger.skuId}`);
  return rows.length;
}
