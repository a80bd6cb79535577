import type { ExchangeItemCreateBody, ExchangeOrderStatus } from '@shop/contract/areas/exchange';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RunShape } from './bulk-orders-plan.js';
import { lit, rowsOf } from './bulk-orders-sql.js';

/**
 * What the demo's points exchange is (issue 18 point 5), planned once when its step starts and
 * kept in the run: a dozen items (SKUs of the catalogue with and without a cash part, two virtual
 * ones, one switched off, one whose window has ended, one with its quota nearly gone, one not
 * started yet) and two dozen redemptions over the past four weeks in every state. Each redemption
 * goes to a customer who has the points then and whose ledger has no later row, so every
 * customer's ledger stays in time order; demo-exchange.ts plays the plan through the exchange
 * services one action per step.
 */

export type ExchangeAction = 'place' | 'pay' | 'ship' | 'complete' | 'cancel';

export interface PlannedItem {
  body: ExchangeItemCreateBody;
  at: string;
  /** Switched off then (after its redemptions). */
  switchOffAt?: string;
}

export interface PlannedStep {
  action: ExchangeAction;
  at: string;
  /** The order's status once this step is done. */
  status: ExchangeOrderStatus;
  /** `place` only: the cash part is paid at once. */
  payNow?: boolean;
}

export interface PlannedRedemption {
  key: string;
  item: number;
  customerId: number;
  addressId: number | null;
  quantity: number;
  steps: PlannedStep[];
}

export interface ExchangePlan {
  items: PlannedItem[];
  redemptions: PlannedRedemption[];
}

const DAY = 86_400_000;
export const DEMO_EXCHANGE_KEY_PREFIX = 'demo-exchange-';

/** The SKU items: which catalogue SKU (most available first), the cash part's share of its price. */
interface ItemSpec {
  sku?: number;
  virtual?: { title: string; description: string; points: number; cash: number };
  cashShare?: number;
  quota: number;
  perCustomer?: number;
  perOrder?: number;
  window?: 'ended' | 'upcoming';
  switchOffDaysAgo?: number;
}

const itemSpecs: ItemSpec[] = [
  { sku: 0, quota: 40, perCustomer: 2 },
  { sku: 1, cashShare: 0.25, quota: 20 },
  { sku: 2, quota: 20 },
  { sku: 3, cashShare: 0.2, quota: 15, perOrder: 2 },
  // Quota nearly gone: four of five redeemed.
  { sku: 4, quota: 5, perCustomer: 1 },
  { sku: 5, quota: 10, window: 'ended' },
  { sku: 6, quota: 10, switchOffDaysAgo: 3 },
  { sku: 7, quota: 10, window: 'upcoming' },
  { sku: 8, cashShare: 0.3, quota: 10 },
  { sku: 9, quota: 12 },
  {
    virtual: {
      title: 'Free shipping on your next order',
      description: 'A code for one order’s shipping, sent by email.',
      points: 400,
      cash: 0,
    },
    quota: 500,
    perCustomer: 1,
  },
  {
    virtual: {
      title: 'A seat at a glaze workshop',
      description: 'Two hours at the studio with the potter; materials included.',
      points: 800,
      cash: 1500,
    },
    quota: 12,
    perOrder: 2,
  },
];

type Story = 'completed' | 'shipped' | 'toShip' | 'pending' | 'paidLater' | 'cancelled' | 'cancelledPaid';

/** [item, story, days ago placed, quantity]. */
const redemptionSpecs: [number, Story, number, number?][] = [
  [0, 'completed', 24],
  [0, 'completed', 15],
  [0, 'shipped', 4],
  [0, 'toShip', 1.2],
  [0, 'cancelled', 9],
  [1, 'paidLater', 18],
  [1, 'cancelledPaid', 10],
  [1, 'toShip', 2.5],
  [1, 'pending', 0.6],
  [2, 'completed', 12],
  [2, 'shipped', 3],
  [3, 'completed', 16, 2],
  [3, 'cancelled', 6],
  [3, 'pending', 1.5],
  [4, 'completed', 25],
  [4, 'completed', 14],
  [4, 'shipped', 5],
  [4, 'toShip', 2],
  [5, 'completed', 22],
  [5, 'completed', 11],
  [5, 'cancelled', 8],
  [6, 'completed', 13],
  [6, 'shipped', 5.5],
  [8, 'completed', 9],
  [9, 'toShip', 0.4],
  [10, 'completed', 17],
  [10, 'completed', 7],
  [10, 'completed', 2],
  [11, 'paidLater', 10, 2],
  [11, 'pending', 0.3],
  [11, 'cancelled', 5],
];

/** The steps of a story from its placement, for a SKU item or a virtual one, with or without cash. */
function stepsOf(story: Story, placed: number, kind: { virtual: boolean; cash: boolean }): PlannedStep[] {
  const at = (daysAfter: number) => new Date(placed + daysAfter * DAY).toISOString();
  const paidStatus: ExchangeOrderStatus = kind.virtual ? 'COMPLETED' : 'TO_SHIP';
  const unpaid = kind.cash && (story === 'pending' || story === 'paidLater' || story === 'cancelled');
  const steps: PlannedStep[] = [
    {
      action: 'place',
      at: at(0),
      status: unpaid ? 'PENDING_PAYMENT' : paidStatus,
      payNow: kind.cash && !unpaid,
    },
  ];
  if (story === 'paidLater') steps.push({ action: 'pay', at: at(0.15), status: paidStatus });
  if (story === 'cancelled' || story === 'cancelledPaid')
    steps.push({ action: 'cancel', at: at(story === 'cancelled' ? 1.1 : 0.4), status: 'CANCELLED' });
  if (!kind.virtual && ['completed', 'shipped', 'paidLater'].includes(story))
    steps.push({ action: 'ship', at: at(1), status: 'SHIPPED' });
  if (!kind.virtual && (story === 'completed' || story === 'paidLater'))
    steps.push({ action: 'complete', at: at(5.3), status: 'COMPLETED' });
  return steps;
}

interface Candidate {
  id: number;
  balance: number;
  lastAt: number;
  addressId: number | null;
}

export async function planDemoExchange(tx: Db, run: RunShape): Promise<ExchangePlan> {
  const empty: ExchangePlan = { items: [], redemptions: [] };
  const [existing] = rowsOf<{ any: boolean }>(
    await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM exchange_item) AS any`),
  );
  // Staff have started the exchange themselves: the demo leaves it to them.
  if (existing?.any || run.actorId === null) return empty;
  const skus = rowsOf<{
    id: number;
    title: string;
    options: string[];
    price: number;
    image_id: number | null;
  }>(
    await tx.execute(sql`
      SELECT DISTINCT ON (p.id) s.id, p.title, s.option_values AS options, s.price::float8 AS price,
             coalesce(s.image_id, p.image_ids[1]) AS image_id, s.on_hand - s.reserved AS available
      FROM product_sku s JOIN product_spu p ON p.id = s.spu_id
      WHERE s.deleted_at IS NULL AND p.deleted_at IS NULL AND s.on_hand - s.reserved >= 8 AND s.price > 0
      ORDER BY p.id, s.on_hand - s.reserved DESC, s.id`),
  ).sort((a, b) => a.id - b.id);
  const now = Date.parse(run.now);
  const days = (n: number) => new Date(now - n * DAY).toISOString();
  const items: PlannedItem[] = [];
  const itemOf = new Map<number, number>();
  itemSpecs.forEach((spec, n) => {
    // Every third SKU of the catalogue, so the items are of different products and kinds.
    const sku = spec.sku === undefined ? undefined : skus[(spec.sku * 3) % Math.max(1, skus.length)];
    if (spec.sku !== undefined && (!sku || skus.length < itemSpecs.length)) return;
    // About a quarter of the price in points (at the default point value of one cent).
    const points = sku ? Math.min(2000, Math.max(300, Math.round((sku.price * 0.25) / 50) * 50)) : 0;
    const cash = sku && spec.cashShare ? Math.round((sku.price * spec.cashShare) / 50) * 50 : 0;
    const body: ExchangeItemCreateBody = {
      skuId: sku?.id ?? null,
      title: spec.virtual?.title ?? [sku?.title, ...(sku?.options ?? [])].join(', '),
      description: spec.virtual?.description ?? 'Redeemed with points from the studio’s shelves.',
      imageId: sku?.image_id ?? null,
      pointsPrice: spec.virtual?.points ?? points,
      cashPrice: spec.virtual?.cash ?? cash,
      quotaTotal: spec.quota,
      perCustomerLimit: spec.perCustomer ?? null,
      perOrderLimit: spec.perOrder ?? null,
      status: 'ON',
      startsAt: spec.window === 'upcoming' ? days(-7) : spec.window === 'ended' ? days(34) : null,
      endsAt: spec.window === 'upcoming' ? days(-37) : spec.window === 'ended' ? days(6) : null,
      sort: (n + 1) * 10,
    };
    itemOf.set(n, items.length);
    items.push({
      body,
      at: days(35 - n * 0.01),
      ...(spec.switchOffDaysAgo ? { switchOffAt: days(spec.switchOffDaysAgo) } : {}),
    });
  });
  if (items.length === 0) return empty;
  const redemptions = await chooseCustomers(tx, run, items, itemOf, now);
  return { items, redemptions };
}

/**
 * Gives each redemption a customer, playing the plan in time order against each customer's
 * balance and the time of their last ledger row: one who has the points then, has no later row,
 * is active, has an address for goods, and is within the item's limit.
 */
async function chooseCustomers(
  tx: Db,
  run: RunShape,
  items: PlannedItem[],
  itemOf: Map<number, number>,
  now: number,
): Promise<PlannedRedemption[]> {
  const candidates = rowsOf<Candidate>(
    await tx.execute(sql`
      SELECT c.id, c.points_balance AS balance,
             (SELECT extract(epoch FROM max(l.created_at)) * 1000 FROM point_ledger l WHERE l.customer_id = c.id)::float8
               AS "lastAt",
             (SELECT a.id FROM customer_address a WHERE a.customer_id = c.id ORDER BY a.is_default DESC, a.id LIMIT 1)
               AS "addressId"
      FROM customer c
      WHERE c.id BETWEEN ${lit(run.customerBase + 1)} AND ${lit(run.customerBase + run.customers)}
        AND c.status = 'ACTIVE'
      ORDER BY c.id`),
  ).map((c) => ({ ...c, balance: Number(c.balance), lastAt: Number(c.lastAt ?? 0) }));
  // A fixed shuffle, so the redemptions spread over the customer book.
  const order = [...candidates].sort(
    (a, b) => ((a.id * 7919) % 1009) - ((b.id * 7919) % 1009) || a.id - b.id,
  );
  const planned: (PlannedRedemption & { points: number })[] = [];
  redemptionSpecs.forEach(([spec, story, daysAgo, quantity = 1], n) => {
    const item = itemOf.get(spec);
    const body = item === undefined ? undefined : items[item]?.body;
    if (item === undefined || !body) return;
    const placed = now - daysAgo * DAY - (n % 5) * 3_600_000;
    const kind = { virtual: body.skuId === null, cash: (body.cashPrice ?? 0) > 0 };
    const steps = stepsOf(story, placed, kind).filter((s) => Date.parse(s.at) < now - 600_000);
    planned.push({
      key: `${DEMO_EXCHANGE_KEY_PREFIX}${n + 1}`,
      item,
      customerId: 0,
      addressId: null,
      quantity,
      steps,
      points: body.pointsPrice * quantity,
    });
  });
  // Every step in time order: a placement takes a customer, a cancel gives the points back.
  const moves = planned.flatMap((r) => r.steps.map((s) => ({ r, s, at: Date.parse(s.at) })));
  moves.sort((a, b) => a.at - b.at);
  const taken = new Map<string, number>();
  const byId = new Map(candidates.map((c) => [c.id, c]));
  let turn = 0;
  for (const { r, s, at } of moves) {
    if (s.action === 'place') {
      const body = items[r.item]?.body;
      const limit = body?.perCustomerLimit ?? null;
      const fits = (c: Candidate) =>
        c.balance >= r.points &&
        c.lastAt < at &&
        (body?.skuId === null || c.addressId !== null) &&
        (limit === null || (taken.get(`${c.id}:${r.item}`) ?? 0) + r.quantity <= limit);
      const start = turn++ % Math.max(1, order.length);
      const chosen = [...order.slice(start), ...order.slice(0, start)].find(fits);
      if (!chosen) continue;
      r.customerId = chosen.id;
      r.addressId = body?.skuId === null ? null : chosen.addressId;
      chosen.balance -= r.points;
      taken.set(`${chosen.id}:${r.item}`, (taken.get(`${chosen.id}:${r.item}`) ?? 0) + r.quantity);
    }
    const customer = byId.get(r.customerId);
    if (!customer) continue;
    customer.lastAt = at;
    if (s.action === 'cancel') {
      customer.balance += r.points;
      taken.set(`${customer.id}:${r.item}`, (taken.get(`${customer.id}:${r.item}`) ?? 0) - r.quantity);
    }
  }
  return planned.filter((r) => r.customerId !== 0).map(({ points: _points, ...r }) => r);
}
