import type {
  InsufficientPointsData,
  PointAdjustReason,
  PointBizType,
  pointReversalTypes,
} from '@shop/contract/areas/point';
import { Codes } from '@shop/contract/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { customer, pointLedger } from '../../db/schema.js';
import { type AppError, notFound, refuseWith } from '../../http/app-error.js';
import { clockNow } from '../../lib/clock.js';

/**
 * The one way points move (domain.md §2.3), like stock's `applyStockChange`: a conditional UPDATE
 * of `customer.points_balance` whose WHERE keeps it ≥ 0, then the ledger row with the balance after
 * it, in the caller's transaction. Under READ COMMITTED a second UPDATE of the same customer waits
 * for the first to commit and re-checks its WHERE on the new balance, so 40 spends of 10 from 100
 * let exactly 10 through: the others update no row and get 42202. The ledger's
 * UNIQUE(biz_type, biz_id, customer_id) makes one business event move points once; a second try
 * fails the caller's transaction on it (callers that may race look first with `findPointEvent`
 * under their own lock, or catch `point_ledger_event_key`).
 */
export interface PointChange {
  customerId: number;
  /** Signed: a grant is positive, a spend negative; never 0. */
  delta: number;
  bizType: Exclude<PointBizType, (typeof pointReversalTypes)[number]>;
  bizId: string;
  /** What people read: an order or exchange number, an adjust's reason. */
  title?: string;
  /** ADMIN only (the table's CHECK insists). */
  reason?: PointAdjustReason | null;
  note?: string;
  /** null: the system (a job, the demo data, the storefront). */
  actorId: number | null;
  idempotencyKey?: string | null;
  requestHash?: string | null;
}

export type PointLedgerRow = typeof pointLedger.$inferSelect;

export const POINT_EVENT_CONSTRAINT = 'point_ledger_event_key';

/** Applies one change; throws 42202 (or 40400) and writes nothing when the balance cannot cover it. */
export async function applyPointChange(tx: Db, change: PointChange): Promise<PointLedgerRow> {
  assertMoves(change);
  const balanceAfter = await moveBalance(tx, change.customerId, change.delta);
  return insertRow(tx, ledgerRowOf(change, balanceAfter));
}

function assertMoves(change: PointChange): void {
  if (!Number.isInteger(change.delta) || change.delta === 0) {
    throw new Error(`a points change must be a non-zero whole number, got ${change.delta}`);
  }
}

/** The ledger row of a change, given the customer's balance after it. */
function ledgerRowOf(change: PointChange, balanceAfter: number) {
  return {
    customerId: change.customerId,
    delta: change.delta,
    balanceAfter,
    bizType: change.bizType,
    bizId: change.bizId,
    title: change.title ?? '',
    reason: change.reason ?? null,
    note: change.note ?? '',
    actorId: change.actorId,
    idempotencyKey: change.idempotencyKey ?? null,
    requestHash: change.requestHash ?? null,
  };
}

/**
 * Applies many changes at once, one per customer, all or none (the caller's transaction): one
 * conditional UPDATE over all the customers and one INSERT of their rows, for jobs that move
 * thousands of balances (the expiry). Row by row, each change cost two statements, about ten times
 * as long on the embedded database. Throws as `applyPointChange` does for the first change the
 * balance cannot cover (or whose customer is gone); answers the rows in the order given.
 */
export async function applyPointChanges(tx: Db, changes: readonly PointChange[]): Promise<PointLedgerRow[]> {
  if (changes.length === 0) return [];
  const seen = new Set<number>();
  for (const change of changes) {
    assertMoves(change);
    if (seen.has(change.customerId))
      throw new Error(`customer ${change.customerId} changed twice in one batch`);
    seen.add(change.customerId);
  }
  const moves = JSON.stringify(changes.map((c) => ({ id: c.customerId, delta: c.delta })));
  const moved = await tx.execute(sql`
    UPDATE customer c SET points_balance = c.points_balance + m.delta
    FROM jsonb_to_recordset(${moves}::jsonb) AS m(id int, delta int)
    WHERE c.id = m.id AND c.points_balance + m.delta >= 0
    RETURNING c.id, c.points_balance`);
  const after = new Map(
    rowsOf<{ id: number; points_balance: number }>(moved).map((r) => [
      Number(r.id),
      Number(r.points_balance),
    ]),
  );
  const short = changes.find((c) => !after.has(c.customerId));
  if (short) await refuseShort(tx, short.customerId, short.delta);
  const now = clockNow();
  return tx
    .insert(pointLedger)
    .values(
      changes.map((change) => ({
        ...ledgerRowOf(change, after.get(change.customerId) as number),
        createdAt: now,
      })),
    )
    .returning();
}

/** The row type that reverses each reversible one. */
const reversalOf = {
  ORDER_USE: 'ORDER_USE_RETURN',
  ORDER_EARN: 'ORDER_EARN_REVERSAL',
  EXCHANGE: 'EXCHANGE_RETURN',
} as const satisfies Partial<Record<PointBizType, (typeof pointReversalTypes)[number]>>;
export type ReversiblePointType = keyof typeof reversalOf;

export interface PointReversal {
  /** The row being reversed: a spend given back (ORDER_USE, EXCHANGE) or a grant taken back (ORDER_EARN). */
  original: Pick<PointLedgerRow, 'id' | 'customerId' | 'delta' | 'bizType'>;
  /** How many points to reverse (a magnitude); more than is left of the original is cut to what is left. */
  points: number;
  /** The event doing it: an order's cancel, a refund's id. */
  bizId: string;
  title?: string;
  note?: string;
  actorId: number | null;
}

/**
 * Reverses part or all of an earlier row, as a new row naming it. Under the customer's row lock it
 * reads how much of the original earlier reversals took, so all of its reversals together never
 * exceed it. Giving spent points back always succeeds; taking granted points back takes at most
 * the balance and records the rest as `shortfall` (ADR 0009: the shop does not chase points a
 * customer already spent, and the balance never goes negative). Returns null when nothing is left
 * to reverse.
 */
export async function reversePoints(tx: Db, reversal: PointReversal): Promise<PointLedgerRow | null> {
  const { original } = reversal;
  const bizType = reversalOf[original.bizType as ReversiblePointType];
  if (!bizType) throw new Error(`${original.bizType} rows are not reversed (write a new row instead)`);
  const balance = await lockBalance(tx, original.customerId);
  const [done] = await tx
    .select({ points: sql<string>`coalesce(sum(abs(${pointLedger.delta}) + ${pointLedger.shortfall}), 0)` })
    .from(pointLedger)
    .where(eq(pointLedger.reversesId, original.id));
  const left = Math.abs(original.delta) - Number(done?.points ?? 0);
  const points = Math.min(Math.floor(reversal.points), left);
  if (points <= 0) return null;
  const giveBack = original.delta < 0;
  const delta = giveBack ? points : -Math.min(points, balance);
  const shortfall = giveBack ? 0 : points + delta;
  const balanceAfter = delta === 0 ? balance : await moveBalance(tx, original.customerId, delta);
  return insertRow(tx, {
    customerId: original.customerId,
    delta,
    balanceAfter,
    bizType,
    bizId: reversal.bizId,
    title: reversal.title ?? '',
    reversesId: original.id,
    shortfall,
    note: reversal.note ?? '',
    actorId: reversal.actorId,
  });
}

/**
 * Reverses part or all of what a business event moved (an order's ORDER_USE or ORDER_EARN, an
 * exchange's EXCHANGE), found by the ledger's event key: `reversePoints` on that row. The event
 * must have written one (an order that used points has its ORDER_USE row): a missing row is a
 * broken ledger, not a refusal.
 */
export async function reverseEvent(
  tx: Db,
  event: { bizType: ReversiblePointType; bizId: string; customerId: number },
  reversal: Omit<PointReversal, 'original'>,
): Promise<PointLedgerRow | null> {
  const original = await findPointEvent(tx, event.bizType, event.bizId, event.customerId);
  if (!original) {
    throw new Error(`no ${event.bizType} row for ${event.bizId} of customer ${event.customerId} to reverse`);
  }
  return reversePoints(tx, { ...reversal, original });
}

/** The row an event wrote for this customer, if any (the ledger's unique event key). */
async function findPointEvent(
  tx: Db,
  bizType: PointBizType,
  bizId: string,
  customerId: number,
): Promise<PointLedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.bizType, bizType),
        eq(pointLedger.bizId, bizId),
        eq(pointLedger.customerId, customerId),
      ),
    );
  return row;
}

/** Locks the customer's row for the rest of the transaction and reads the balance (404 when gone). */
async function lockBalance(tx: Db, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId))
    .for('update');
  if (!row) throw notFound('point.customerNotFound');
  return row.balance;
}

async function moveBalance(tx: Db, customerId: number, delta: number): Promise<number> {
  const next = sql`${customer.pointsBalance} + ${delta}::int`;
  const [row] = await tx
    .update(customer)
    .set({ pointsBalance: sql`${next}` })
    .where(and(eq(customer.id, customerId), sql`${next} >= 0`))
    .returning({ balance: customer.pointsBalance });
  if (row) return row.balance;
  return refuseShort(tx, customerId, delta);
}

/** Throws why a change did not apply: the customer is gone (404), or the balance is short (42202). */
async function refuseShort(tx: Db, customerId: number, delta: number): Promise<never> {
  const [current] = await tx
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!current) throw notFound('point.customerNotFound');
  throw insufficientPoints({ customerId, balance: current.balance, requested: -delta });
}

/** 42202 with the balance the spend met and what it asked for (the console says both). */
export function insufficientPoints(data: InsufficientPointsData): AppError {
  return refuseWith(Codes.INSUFFICIENT_POINTS, data, 'point.insufficient', {
    balance: data.balance,
    requested: data.requested,
  });
}

async function insertRow(
  tx: Db,
  row: Omit<typeof pointLedger.$inferInsert, 'id' | 'createdAt'>,
): Promise<PointLedgerRow> {
  const [inserted] = await tx
    .insert(pointLedger)
    .values({ ...row, createdAt: clockNow() })
    .returning();
  if (!inserted) throw new Error('point_ledger insert returned no row');
  return inserted;
}
