import { setImmediate } from 'node:timers/promises';
import {
  type AdjustPointsData,
  type adjustPointsBody,
  type CustomerPointsData,
  POINT_EXPIRY_WARNING_DAYS,
} from '@shop/contract/areas/point';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { customer, pointLedger } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { readConfig } from '../../lib/read-config.js';
import { dueByCutoff, expiryCutoff } from './point-expiry.js';
import { applyPointChange, POINT_EVENT_CONSTRAINT } from './point-ledger.js';
import { findLedgerRows, toLedgerEntry } from './point-ledger.table.js';

/**
 * Staff adjusts and a customer's points. An adjust is one transaction: the ledger function's
 * conditional update (which locks the customer's row) and row (biz_id `adjust:<key>`), and its audit row. A
 * retried request with the same idempotency key finds the row its first attempt wrote and changes
 * nothing; of two concurrent twins, the loser fails on the key's unique index and answers the
 * winner's row; the key with another request is 42206 (http/idempotency.ts).
 */

const KEY_CONSTRAINTS = new Set(['point_ledger_idempotency_key_unique', POINT_EVENT_CONSTRAINT]);

async function entryByKey(db: Db, key: string, fingerprint: string) {
  const [row] = await db
    .select({ id: pointLedger.id, requestHash: pointLedger.requestHash })
    .from(pointLedger)
    .where(eq(pointLedger.idempotencyKey, key));
  if (!row) return undefined;
  assertSameRequest(row.requestHash, fingerprint);
  return row.id;
}

async function answer(db: Db, id: number, replayed: boolean): Promise<AdjustPointsData> {
  const [row] = await findLedgerRows(db, [id]);
  if (!row) throw new Error(`point_ledger row ${id} vanished`);
  return { entry: toLedgerEntry(row), replayed };
}

export async function adjustPoints(
  db: Db,
  actor: Actor,
  body: z.output<typeof adjustPointsBody>,
): Promise<AdjustPointsData> {
  const { idempotencyKey, ...request } = body;
  const requestHash = requestFingerprint('adjustPoints', request);
  const earlier = await entryByKey(db, idempotencyKey, requestHash);
  if (earlier !== undefined) return answer(db, earlier, true);
  // PGlite runs in this thread: a turn between lookup, write and answer lets waiting requests in.
  await setImmediate();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const row = await applyPointChange(tx, {
        customerId: body.customerId,
        delta: body.delta,
        bizType: 'ADMIN',
        bizId: `adjust:${idempotencyKey}`,
        title: '',
        reason: body.reason,
        note: body.note,
        actorId: actor.staffUserId,
        idempotencyKey,
        requestHash,
      });
      await recordAudit(tx, {
        actor,
        action: 'adjust_points',
        entity: 'customer',
        entityId: body.customerId,
        before: { pointsBalance: row.balanceAfter - row.delta },
        after: { pointsBalance: row.balanceAfter, delta: row.delta, reason: row.reason, ledgerId: row.id },
      });
      return row.id;
    });
  } catch (error) {
    if (!KEY_CONSTRAINTS.has(uniqueViolationOf(error) ?? '')) throw error;
    const twin = await entryByKey(db, idempotencyKey, requestHash);
    if (twin === undefined) throw error;
    return answer(db, twin, true);
  }
  await setImmediate();
  return answer(db, id, false);
}

/** Net points per kind (balance = earned + adjusted − spent − expired), and what is due by a cutoff. */
function sumsOf(cutoff: Date | null) {
  const net = (types: string) =>
    sql<number>`coalesce(sum(${pointLedger.delta}) FILTER (WHERE ${pointLedger.bizType} IN (${sql.raw(types)})), 0)::int`;
  const due = cutoff ? sql<number>`greatest(0, ${dueByCutoff(cutoff)})` : sql<number>`0`;
  return {
    earned: net(`'ORDER_EARN','ORDER_EARN_REVERSAL'`),
    spent: net(`'ORDER_USE','ORDER_USE_RETURN','EXCHANGE','EXCHANGE_RETURN','BOX'`),
    expired: net(`'EXPIRE'`),
    adjusted: net(`'ADMIN'`),
    due,
  };
}

export async function getCustomerPoints(db: Db, customerId: number): Promise<CustomerPointsData> {
  const [[person], days] = await Promise.all([
    db
      .select({
        id: customer.id,
        name: customer.name,
        phone: customer.phone,
        balance: customer.pointsBalance,
      })
      .from(customer)
      .where(eq(customer.id, customerId)),
    readConfig(db, 'points_expiry_days'),
  ]);
  if (!person) throw notFound('point.customerNotFound');
  const by = new Date(clockNow().getTime() + POINT_EXPIRY_WARNING_DAYS * 86_400_000);
  const [sums] = await db
    .select(sumsOf(expiryCutoff(by, days)))
    .from(pointLedger)
    .where(eq(pointLedger.customerId, customerId));
  return {
    customerId: person.id,
    name: person.name,
    phone: person.phone,
    balance: person.balance,
    earned: sums?.earned ?? 0,
    spent: -(sums?.spent ?? 0),
    expired: -(sums?.expired ?? 0),
    adjusted: sums?.adjusted ?? 0,
    expiringSoon: Math.min(person.balance, sums?.due ?? 0),
    expiringBy: by.toISOString(),
  };
}
