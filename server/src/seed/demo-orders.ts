import { setImmediate } from 'node:timers/promises';
import { customerCreateBody } from '@shop/contract/areas/customer';
import type { PaymentChannel } from '@shop/contract/areas/order';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { createCustomer } from '../areas/customer/customer.service.js';
import { applyStockChange } from '../areas/inventory/stock.service.js';
import {
  approveAfterSale,
  receiveAfterSale,
  rejectAfterSale,
  requestAfterSale,
} from '../areas/order/after-sale.service.js';
import { cancelOrder } from '../areas/order/order-cancel.service.js';
import { completeOrder, shipOrder } from '../areas/order/order-fulfil.service.js';
import { CLOSE_REASON } from '../areas/order/order-jobs.js';
import type { OrderActor } from '../areas/order/order-lock.js';
import { payOrder } from '../areas/order/order-pay.service.js';
import { placeOrder } from '../areas/order/order-place.service.js';
import { refundOrder } from '../areas/order/order-refund.service.js';
import type { Db } from '../db/client.js';
import {
  afterSale,
  customer,
  customerAddress,
  orderLine,
  productSku,
  productSpu,
  shopOrder,
  staffUser,
} from '../db/schema.js';
import { atTime } from '../lib/clock.js';
import { demoCustomer } from './demo-customers.js';
import { seededRandom } from './demo-stock.js';

/**
 * The demo storefront (SEED=demo): about 300 customers and 2,000 orders over the past 90 days,
 * played through the same service functions staff use, oldest step first, each at its own moment
 * (lib/clock.ts). So every order's stock reservations and sales, payments, refunds, after-sales,
 * timeline and its customer's totals agree, exactly as if the shop had run for three months.
 * Fills an empty customer book only; several servers starting together on one database create it once.
 */
const DAY = 86_400_000;
const MINUTE = 60_000;
const DEMO_ORDERS_LOCK_KEY = 7_305_914_024;

export interface SeedOrdersResult {
  customers: number;
  orders: number;
  steps: number;
}

interface Step {
  at: number;
  run: () => Promise<unknown>;
}

interface Sku {
  id: number;
  price: number;
}

export async function seedDemoOrders(
  db: Db,
  options: { now?: Date; customers?: number; orders?: number; signal?: AbortSignal } = {},
): Promise<SeedOrdersResult | null> {
  const now = (options.now ?? new Date()).getTime();
  const rand = seededRandom(20_261_124);
  const staffId = await adminId(db);
  const skus = await sellableSkus(db);
  if (staffId === undefined || skus.length === 0) return null;
  const customerIds = await createCustomers(db, options.customers ?? 300, now, rand);
  if (!customerIds) return null;
  const staff: OrderActor = { staffUserId: staffId, ip: null };
  const steps: Step[] = [];
  const total = options.orders ?? 2000;
  for (let i = 0; i < total; i++) {
    // More orders lately (the shop is growing): ages skew towards today.
    const placedAt = now - Math.floor(rand() ** 1.3 * 90 * DAY) - 5 * MINUTE;
    // A quarter of the customers place most of the orders.
    const who =
      rand() < 0.6 ? Math.floor(rand() * customerIds.length * 0.25) : Math.floor(rand() * customerIds.length);
    planOrder(steps, { db, now, rand, skus, staff, staffId }, i, customerIds[who] as number, placedAt);
  }
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    if (options.signal?.aborted) break;
    await atTime(new Date(step.at), step.run);
    // The embedded database answers through promises alone, so a loop of awaited queries never
    // lets timers or sockets run: without this turn the console froze for the whole demo and a
    // SIGTERM could not be heard (issue 16).
    await setImmediate();
  }
  return { customers: customerIds.length, orders: total, steps: steps.length };
}

async function adminId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: staffUser.id })
    .from(staffUser)
    .orderBy(sql`lower(${staffUser.username}) <> 'admin'`, asc(staffUser.id))
    .limit(1);
  return row?.id;
}

async function sellableSkus(db: Db): Promise<Sku[]> {
  return db
    .select({ id: productSku.id, price: productSku.price })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(
      and(
        eq(productSku.status, 'ACTIVE'),
        isNull(productSku.deletedAt),
        eq(productSpu.status, 'ON_SALE'),
        sql`${productSku.price} > 0`,
      ),
    )
    .orderBy(asc(productSku.id));
}

/**
 * Creates the customers, unless there are any already (null then). The first batch is written
 * under a lock with that check, so two servers starting on one database cannot both create them;
 * the rest follow in short transactions with a turn for requests between them, so the console is
 * not held for the seconds all 300 take.
 */
async function createCustomers(db: Db, n: number, now: number, rand: () => number): Promise<number[] | null> {
  const BATCH = 25;
  const ids: number[] = [];
  const writeBatch = async (tx: Db, from: number) => {
    for (let i = from; i < Math.min(n, from + BATCH); i++) {
      const body = customerCreateBody.parse(demoCustomer(i, rand));
      const created = await createCustomer(tx, null, body, rand() < 0.85 ? 'STOREFRONT' : 'STAFF');
      // Joined before their first order: up to four months ago.
      const createdAt = new Date(now - (91 + rand() * 30) * DAY + (i / n) * 60 * DAY);
      await tx.update(customer).set({ createdAt, updatedAt: createdAt }).where(eq(customer.id, created.id));
      ids.push(created.id);
    }
  };
  const first = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_ORDERS_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(customer);
    if ((existing?.n ?? 0) > 0) return false;
    await writeBatch(tx, 0);
    return true;
  });
  if (!first) return null;
  for (let from = BATCH; from < n; from += BATCH) {
    await setImmediate();
    await db.transaction((tx) => writeBatch(tx, from));
  }
  return ids;
}

interface Play {
  db: Db;
  now: number;
  rand: () => number;
  skus: Sku[];
  staff: OrderActor;
  staffId: number;
}

/** One order's whole life as timed steps: placing, then paying, shipping, completing, or its ends. */
function planOrder(steps: Step[], play: Play, index: number, customerId: number, placedAt: number) {
  const { db, now, rand, staff } = play;
  const byStaff = rand() < 0.2;
  const actor = byStaff ? staff : null;
  const lines = pickLines(play);
  const state = { id: 0 };
  const later = (from: number, minMinutes: number, maxMinutes: number) =>
    from + (minMinutes + rand() * (maxMinutes - minMinutes)) * MINUTE;
  const add = (at: number, run: () => Promise<unknown>) => {
    if (at < now) steps.push({ at, run });
    return at < now;
  };

  add(placedAt, async () => {
    await ensureStock(db, lines, play.staffId);
    const placed = await placeOrder(db, actor, {
      customerId,
      lines,
      shippingFee: subtotalOf(play, lines) >= 6000 ? 0 : 495,
      discount: rand() < 0.1 ? Math.floor(subtotalOf(play, lines) / 10) : 0,
      address: await defaultAddress(db, customerId),
      buyerNote: rand() < 0.1 ? 'Gift, please no invoice in the box' : '',
      channel: byStaff ? 'STAFF' : 'STOREFRONT',
      idempotencyKey: `demo-order-${index}`,
    });
    state.id = placed.id;
  });

  const fate = rand();
  if (fate < 0.07) {
    add(placedAt + 30 * MINUTE, () =>
      cancelOrder(db, null, state.id, { reason: CLOSE_REASON, mayRefund: false }),
    );
    return;
  }
  if (fate < 0.09) {
    add(later(placedAt, 30, 180), () =>
      cancelOrder(db, staff, state.id, { reason: 'Customer asked by phone', mayRefund: true }),
    );
    return;
  }
  const paidAt = later(placedAt, 2, 25);
  const channel: PaymentChannel = byStaff
    ? pickOf(['CASH', 'CARD_TERMINAL', 'BANK_TRANSFER'], rand)
    : pickOf(['CARD', 'WALLET'], rand);
  if (!add(paidAt, () => payWhole(db, actor, state.id, channel, `${byStaff ? 'R' : 'ch'}-demo-${index}`)))
    return;
  if (fate < 0.11) {
    add(later(paidAt, 60, 600), () =>
      cancelOrder(db, staff, state.id, { reason: 'Out of this glaze', mayRefund: true }),
    );
    return;
  }
  const shippedAt = later(paidAt, 12 * 60, 3 * 24 * 60);
  const shipped = add(shippedAt, () =>
    shipOrder(db, staff, state.id, {
      carrier: pickOf(['Correos', 'DHL', 'La Poste', 'UPS'], rand),
      trackingNo: `TRK${100000 + index}`,
    }),
  );
  if (!shipped) return;
  if (fate < 0.16) planAfterSale(steps, play, state, shippedAt, index);
  // Customers confirm within a week or so, else the clock completes the order after 14 days.
  const confirmedAt =
    rand() < 0.6 ? later(shippedAt, 2 * 24 * 60, 9 * 24 * 60) : shippedAt + 14 * DAY + 30 * MINUTE;
  add(confirmedAt, () => completeOrder(db, null, state.id));
}

/** A return or a refund-only claim a few days after shipping, handled by staff over the next days. */
function planAfterSale(steps: Step[], play: Play, state: { id: number }, shippedAt: number, index: number) {
  const { db, rand, staff, now } = play;
  const kind = rand();
  const asked = shippedAt + (2 + rand() * 3) * DAY;
  const ids = { afterSale: 0, line: 0 };
  const add = (at: number, run: () => Promise<unknown>) => at < now && steps.push({ at, run });
  add(asked, async () => {
    const [line] = await db.select().from(orderLine).where(eq(orderLine.orderId, state.id)).limit(1);
    if (!line) return;
    ids.line = line.id;
    await requestAfterSale(db, null, state.id, {
      type: kind < 0.5 ? 'REFUND_ONLY' : 'RETURN_REFUND',
      lines: [{ lineId: line.id, quantity: 1 }],
      reason: pickOf(
        ['Arrived chipped', 'Not the colour pictured', 'Too small', 'Ordered twice by mistake'],
        rand,
      ),
    });
    const [row] = await db
      .select({ id: afterSale.id })
      .from(afterSale)
      .where(eq(afterSale.orderId, state.id));
    ids.afterSale = row?.id ?? 0;
  });
  if (kind > 0.9) {
    add(asked + DAY, () => rejectAfterSale(db, staff, ids.afterSale, 'Made to order: not returnable'));
    return;
  }
  add(asked + DAY, () => approveAfterSale(db, staff, ids.afterSale));
  const settleAt = kind < 0.5 ? asked + 2 * DAY : asked + 6 * DAY;
  if (kind >= 0.5) add(asked + 5 * DAY, () => receiveAfterSale(db, staff, ids.afterSale, rand() < 0.8));
  add(settleAt, () =>
    refundOrder(db, staff, state.id, {
      lines: [],
      shipping: 0,
      afterSaleId: ids.afterSale,
      reason: 'After-sale agreed',
      dryRun: false,
      idempotencyKey: `demo-refund-${index}`,
    }),
  );
}

async function payWhole(
  db: Db,
  actor: OrderActor,
  orderId: number,
  channel: PaymentChannel,
  reference: string,
) {
  const [order] = await db
    .select({ total: shopOrder.total })
    .from(shopOrder)
    .where(eq(shopOrder.id, orderId));
  if (!order) return;
  await payOrder(db, actor, orderId, { channel, reference, amount: order.total });
}

function pickLines(play: Play): { skuId: number; quantity: number }[] {
  const count = play.rand() < 0.55 ? 1 : play.rand() < 0.8 ? 2 : 3;
  const chosen = new Map<number, number>();
  while (chosen.size < count) {
    const sku = pickOf(play.skus, play.rand);
    chosen.set(sku.id, play.rand() < 0.8 ? 1 : 2);
  }
  return [...chosen].map(([skuId, quantity]) => ({ skuId, quantity }));
}

function subtotalOf(play: Play, lines: { skuId: number; quantity: number }[]): number {
  return lines.reduce(
    (sum, l) => sum + (play.skus.find((s) => s.id === l.skuId)?.price ?? 0) * l.quantity,
    0,
  );
}

/** The workshop makes more when a piece runs short: a `received` batch before the order. */
async function ensureStock(db: Db, lines: { skuId: number; quantity: number }[], staffId: number) {
  await db.transaction(async (tx) => {
    for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
      const [sku] = await tx
        .select({ available: sql<number>`${productSku.onHand} - ${productSku.reserved}` })
        .from(productSku)
        .where(eq(productSku.id, line.skuId))
        .for('update');
      if (!sku || sku.available >= line.quantity) continue;
      await applyStockChange(tx, {
        skuId: line.skuId,
        type: 'ADJUSTMENT',
        reason: 'received',
        deltaOnHand: line.quantity - sku.available + 8,
        deltaReserved: 0,
        note: 'Workshop batch',
        actorId: staffId,
      });
    }
  });
}

async function defaultAddress(db: Db, customerId: number) {
  const [row] = await db
    .select()
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId))
    .orderBy(sql`${customerAddress.isDefault} DESC`)
    .limit(1);
  if (!row) throw new Error(`demo customer ${customerId} has no address`);
  return {
    receiverName: row.receiverName,
    phone: row.phone,
    region: row.region,
    city: row.city,
    line: row.line,
    postalCode: row.postalCode,
  };
}

function pickOf<T>(items: readonly T[], rand: () => number): T {
  return items[Math.floor(rand() * items.length)] as T;
}
