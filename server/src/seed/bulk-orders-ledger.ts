import {
  earnedToTakeBack,
  pointsEarnedAt,
  pointsToReturnOnCancel,
  pointsToReturnOnRefund,
} from '@shop/contract/areas/order-points';
import type { PointBizType } from '@shop/contract/areas/point';
import type { ShopPointRules } from '../areas/order/order-points.service.js';
import { welcomeKey } from './bulk-orders-points.js';

/**
 * A customer's points ledger in a bulk or demo run, worked out from their orders as written: the
 * welcome grant, then each order's use at placement, the points a cancel or a refund gives back,
 * what completion earns and what a later refund takes back, in time order, each row with the
 * balance after it. The amounts come from the contract's order-points functions, as the order
 * services compute them; a take-back is capped at the balance, the rest its shortfall, as
 * reversePoints does. bulk-orders-points-pass.ts reads the orders and writes the rows.
 */

export interface LedgerCustomer {
  id: number;
  /** The balance before the run's rows (0 unless staff moved points meanwhile). */
  balance: number;
  welcome: number;
  welcomeAt: string;
}

/** An order of the run, with times as sortable UTC strings (microseconds kept). */
export interface LedgerOrder {
  id: number;
  orderNo: string;
  status: string;
  subtotal: number;
  paidAmount: number;
  pointsUsed: number;
  placedBy: number | null;
  placedAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: number | null;
  /** Needed when points were used (what a refund gives back follows the goods refunded). */
  lines: { id: number; unitPrice: number; quantity: number }[] | null;
  /** Successful refunds, oldest first. */
  refunds:
    | {
        id: number;
        amount: number;
        lines: { lineId: number; quantity: number }[];
        at: string;
        by: number | null;
      }[]
    | null;
}

export interface LedgerEntry {
  customerId: number;
  delta: number;
  balanceAfter: number;
  bizType: PointBizType;
  bizId: string;
  title: string;
  /** The row a return or take-back reverses (ids are given when the rows are written). */
  reverses: LedgerEntry | null;
  shortfall: number;
  reason: 'promotion' | null;
  note: string;
  actorId: number | null;
  idempotencyKey: string | null;
  createdAt: string;
}

/** An order's points columns after the run. */
export interface OrderPoints {
  id: number;
  returned: number;
  earned: number;
  earnReversed: number;
}

interface Event {
  at: string;
  /** At one instant: the use, a refund, a cancel (after its own refund), the completion. */
  step: number;
  orderId: number;
  run: () => void;
}

type Move = Pick<LedgerEntry, 'delta' | 'bizType' | 'bizId' | 'actorId' | 'createdAt'> & Partial<LedgerEntry>;

export function customerLedger(
  customer: LedgerCustomer,
  orders: readonly LedgerOrder[],
  rules: ShopPointRules,
  actorId: number | null,
): { entries: LedgerEntry[]; orders: OrderPoints[]; balance: number } {
  let balance = customer.balance;
  const entries: LedgerEntry[] = [];
  const add = (move: Move): LedgerEntry => {
    balance += move.delta;
    if (balance < 0) throw new Error(`customer ${customer.id}'s points would go below zero`);
    const entry: LedgerEntry = {
      customerId: customer.id,
      balanceAfter: balance,
      title: '',
      reverses: null,
      shortfall: 0,
      reason: null,
      note: '',
      idempotencyKey: null,
      ...move,
    };
    entries.push(entry);
    return entry;
  };
  add({
    delta: customer.welcome,
    bizType: 'ADMIN',
    bizId: `adjust:${welcomeKey(customer.id)}`,
    reason: 'promotion',
    note: 'Welcome to the loyalty programme',
    actorId,
    idempotencyKey: welcomeKey(customer.id),
    createdAt: customer.welcomeAt,
  });
  const events: Event[] = [];
  const moved: OrderPoints[] = [];
  for (const order of orders) {
    const { events: own, points } = orderEvents(order, rules, add, () => balance);
    events.push(...own);
    moved.push(points);
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.step - b.step || a.orderId - b.orderId));
  for (const event of events) event.run();
  return {
    entries,
    orders: moved.filter((o) => o.returned || o.earned || o.earnReversed),
    balance,
  };
}

/** What one order does to the points, as events to play in time order with the customer's others. */
function orderEvents(
  order: LedgerOrder,
  rules: ShopPointRules,
  add: (move: Move) => LedgerEntry,
  balance: () => number,
): { events: Event[]; points: OrderPoints } {
  const points: OrderPoints = { id: order.id, returned: 0, earned: 0, earnReversed: 0 };
  const events: Event[] = [];
  const on = (at: string, step: number, run: () => void) => events.push({ at, step, orderId: order.id, run });
  const title = order.orderNo;
  let refunded = 0;
  const refundedQuantity = new Map<number, number>();
  let use: LedgerEntry | undefined;
  let earn: LedgerEntry | undefined;

  if (order.pointsUsed > 0)
    on(order.placedAt, 0, () => {
      use = add({
        delta: -order.pointsUsed,
        bizType: 'ORDER_USE',
        bizId: String(order.id),
        title,
        actorId: order.placedBy,
        createdAt: order.placedAt,
      });
    });

  const cancelledAt = order.status === 'CANCELLED' ? order.cancelledAt : null;
  if (cancelledAt)
    on(cancelledAt, 2, () => {
      const back = pointsToReturnOnCancel({ pointsUsed: order.pointsUsed, pointsReturned: points.returned });
      if (!use || back <= 0) return;
      add({
        delta: back,
        bizType: 'ORDER_USE_RETURN',
        bizId: `cancel:${order.id}`,
        title,
        reverses: use,
        actorId: order.cancelledBy,
        createdAt: cancelledAt,
      });
      points.returned += back;
    });

  // A paid order's cancel refunds it first (order-cancel.service): the refund gives the points back.
  for (const refund of order.refunds ?? [])
    on(refund.at, 1, () => {
      for (const line of refund.lines)
        refundedQuantity.set(line.lineId, (refundedQuantity.get(line.lineId) ?? 0) + line.quantity);
      const before = refunded;
      refunded += refund.amount;
      const common = { bizId: `refund:${refund.id}`, title, actorId: refund.by, createdAt: refund.at };
      const back = use
        ? pointsToReturnOnRefund(
            { subtotal: order.subtotal, pointsUsed: order.pointsUsed, pointsReturned: points.returned },
            (order.lines ?? []).map((l) => ({ ...l, refundedQuantity: refundedQuantity.get(l.id) ?? 0 })),
          )
        : 0;
      if (use && back > 0) {
        add({ ...common, delta: back, bizType: 'ORDER_USE_RETURN', reverses: use });
        points.returned += back;
      }
      const takeBack = earn
        ? earnedToTakeBack({
            pointsEarned: points.earned,
            pointsEarnReversed: points.earnReversed,
            paidAmount: order.paidAmount,
            refundedAmount: before,
            refundAmount: refund.amount,
          })
        : 0;
      if (earn && takeBack > 0) {
        // As reversePoints: what the customer has already spent is not taken, only recorded.
        const taken = Math.min(takeBack, balance());
        add({
          ...common,
          delta: -taken,
          shortfall: takeBack - taken,
          bizType: 'ORDER_EARN_REVERSAL',
          reverses: earn,
        });
        points.earnReversed += takeBack;
      }
    });

  const completedAt = order.status === 'COMPLETED' ? order.completedAt : null;
  if (completedAt)
    on(completedAt, 3, () => {
      const earned = pointsEarnedAt(
        { paidAmount: order.paidAmount, refundedAmount: refunded },
        rules,
        rules.unit,
      );
      if (earned <= 0) return;
      earn = add({
        delta: earned,
        bizType: 'ORDER_EARN',
        bizId: String(order.id),
        title,
        actorId: null,
        createdAt: completedAt,
      });
      points.earned = earned;
    });
  return { events, points };
}
