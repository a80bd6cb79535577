import { exchangeItemCreateBody } from '@shop/contract/areas/exchange';
import { sql } from 'drizzle-orm';
import {
  cancelExchange,
  completeExchange,
  payExchange,
  shipExchange,
} from '../areas/exchange/exchange-actions.service.js';
import { createExchangeItem, setExchangeItemStatus } from '../areas/exchange/exchange-item.service.js';
import { placeExchange } from '../areas/exchange/exchange-place.service.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { Actor } from '../http/audit.js';
import { atTime } from '../lib/clock.js';
import type { RunShape } from './bulk-orders-plan.js';
import { rowsOf } from './bulk-orders-sql.js';
import {
  DEMO_EXCHANGE_KEY_PREFIX,
  type ExchangePlan,
  type PlannedItem,
  type PlannedRedemption,
} from './demo-exchange-plan.js';

/**
 * Plays the demo's exchange plan (demo-exchange-plan.ts) through the exchange services, one
 * action per step, each at its own moment (`atTime`) in a savepoint of the step's transaction.
 * What is done is read from the data itself (an item by its title, a redemption by its key and
 * the status it has reached), so a load stopped half-way goes on from the next action. An action
 * the services refuse (staff changed something meanwhile) drops its redemption from the plan,
 * which the caller keeps.
 */

type Next =
  | { kind: 'create'; at: string; item: PlannedItem }
  | { kind: 'switch'; at: string; item: PlannedItem }
  | { kind: 'step'; at: string; redemption: PlannedRedemption; step: number };

const carriers = ['Royal Mail', 'DPD', 'Evri'];

/** Plays the next action; 'done' when none is left, 'dropped' when the services refused it. */
export async function playExchangeAction(
  tx: Db,
  run: RunShape,
  plan: ExchangePlan,
): Promise<{ outcome: 'played' | 'done' } | { outcome: 'dropped'; plan: ExchangePlan }> {
  const items = new Map(
    rowsOf<{ id: number; title: string; status: string; version: number }>(
      await tx.execute(sql`SELECT id, title, status, version FROM exchange_item WHERE deleted_at IS NULL`),
    ).map((i) => [i.title, i]),
  );
  const orders = new Map(
    rowsOf<{ key: string; id: number; status: string }>(
      await tx.execute(sql`
        SELECT idempotency_key AS key, id, status FROM exchange_order
        WHERE idempotency_key LIKE ${`${DEMO_EXCHANGE_KEY_PREFIX}%`}`),
    ).map((o) => [o.key, o]),
  );
  const next = nextAction(plan, items, orders);
  if (!next) return { outcome: 'done' };
  if (run.actorId === null) return { outcome: 'done' };
  const actor: Actor = { staffUserId: run.actorId, ip: null };
  try {
    await atTime(new Date(next.at), () => play(tx, actor, plan, next, items, orders));
    return { outcome: 'played' };
  } catch (error) {
    if (!(error instanceof AppError) || next.kind === 'create') throw error;
    // Refused (the savepoint is rolled back): drop what cannot happen now, keep the rest.
    return {
      outcome: 'dropped',
      plan:
        next.kind === 'step'
          ? { ...plan, redemptions: plan.redemptions.filter((r) => r.key !== next.redemption.key) }
          : {
              ...plan,
              items: plan.items.map((i) =>
                i.body.title === next.item.body.title ? { body: i.body, at: i.at } : i,
              ),
            },
    };
  }
}

function nextAction(
  plan: ExchangePlan,
  items: Map<string, { status: string }>,
  orders: Map<string, { status: string }>,
): Next | undefined {
  const actions: Next[] = [];
  for (const item of plan.items) {
    actions.push({ kind: 'create', at: item.at, item });
    if (item.switchOffAt) actions.push({ kind: 'switch', at: item.switchOffAt, item });
  }
  for (const redemption of plan.redemptions)
    redemption.steps.forEach((s, step) => {
      actions.push({ kind: 'step', at: s.at, redemption, step });
    });
  actions.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return actions.find((a) => {
    if (a.kind === 'create') return !items.has(a.item.body.title);
    if (a.kind === 'switch') return items.get(a.item.body.title)?.status !== 'OFF';
    const order = orders.get(a.redemption.key);
    if (!order) return true;
    const reached = a.redemption.steps.findIndex((s) => s.status === order.status);
    return a.step > reached;
  });
}

async function play(
  tx: Db,
  actor: Actor,
  plan: ExchangePlan,
  next: Next,
  items: Map<string, { id: number; version: number }>,
  orders: Map<string, { id: number }>,
): Promise<void> {
  if (next.kind === 'create') {
    await createExchangeItem(tx, actor, exchangeItemCreateBody.parse(next.item.body), { mayPublish: true });
    return;
  }
  if (next.kind === 'switch') {
    const item = items.get(next.item.body.title);
    if (!item) return;
    await setExchangeItemStatus(tx, actor, item.id, { status: 'OFF', version: item.version });
    return;
  }
  const { redemption } = next;
  const step = redemption.steps[next.step];
  const n = Number(redemption.key.slice(DEMO_EXCHANGE_KEY_PREFIX.length));
  const payment = { channel: 'CARD_TERMINAL' as const, reference: `POS-DEMO-${String(n).padStart(4, '0')}` };
  if (step?.action === 'place') {
    const item = items.get(plan.items[redemption.item]?.body.title ?? '');
    if (!item) throw new Error(`demo exchange item ${redemption.item} is missing`);
    await placeExchange(tx, actor, {
      customerId: redemption.customerId,
      itemId: item.id,
      quantity: redemption.quantity,
      ...(redemption.addressId === null ? {} : { addressId: redemption.addressId }),
      note: '',
      ...(step.payNow ? { payment } : {}),
      idempotencyKey: redemption.key,
    });
    return;
  }
  const order = orders.get(redemption.key);
  if (!order) throw new Error(`demo exchange ${redemption.key} was not placed`);
  switch (step?.action) {
    case 'pay':
      await payExchange(tx, actor, order.id, { ...payment, idempotencyKey: `${redemption.key}-pay` });
      break;
    case 'ship':
      await shipExchange(tx, actor, order.id, {
        carrier: carriers[n % carriers.length] ?? 'Royal Mail',
        trackingNo: `EXTR${String(700_000 + n * 37).padStart(8, '0')}`,
      });
      break;
    case 'complete':
      await completeExchange(tx, actor, order.id);
      break;
    case 'cancel':
      await cancelExchange(tx, actor, order.id, {
        reason: n % 2 ? 'The customer changed their mind' : 'Out of stock at the studio',
        mayRefund: true,
      });
      break;
  }
}
