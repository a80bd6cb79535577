import type { CustomerAddress } from '@shop/contract/areas/customer';
import type { OrderChannel } from '@shop/contract/areas/order';
import {
  maxPointsFor,
  type OrderPointRules,
  pointsDiscountOf,
  pointsPayable,
} from '@shop/contract/areas/order-points';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { customer, orderLine, productSku, productSpu, shopOrder } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { readConfig } from '../../lib/read-config.js';
import { reserveStock } from '../inventory/stock.service.js';
import { countPlacedOrder } from './customer-totals.js';
import { auditOrder, writeEvent } from './order-events.js';
import type { OrderActor } from './order-lock.js';
import { readOrderPointRules, spendOrderPoints } from './order-points.service.js';

/** What placing an order needs, from staff (a manual order) or the demo storefront. */
export interface PlaceOrderInput {
  customerId: number;
  lines: readonly { skuId: number; quantity: number }[];
  shippingFee: number;
  discount: number;
  /** Points paying for the goods (0 or absent: none). */
  pointsUsed?: number;
  address: Omit<CustomerAddress, 'id' | 'isDefault'>;
  buyerNote: string;
  channel: OrderChannel;
  idempotencyKey?: string;
  /** The storefront simulator back-dates its orders; staff orders are placed now. */
  placedAt?: Date;
}

export interface PlacedOrder {
  id: number;
  replayed: boolean;
}

const IDEMPOTENCY_CONSTRAINT = 'shop_order_idempotency_key_unique';

/**
 * PENDING_PAYMENT is born (domain.md 2.2): prices come from the catalogue, every total is worked
 * out here, each SKU's stock is reserved (in SKU id order, so two orders cannot deadlock; a short
 * SKU is 42201 and nothing is written), the customer's totals move, and the order closes by itself
 * unless paid (`unpaidCloseAt`). A retried key answers the first order; the key
 * with another request is 42206 (http/idempotency.ts), before anything is written.
 */
export async function placeOrder(db: Db, actor: OrderActor, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { idempotencyKey, ...request } = input;
  const fingerprint = requestFingerprint('placeOrder', { ...request, pointsUsed: input.pointsUsed ?? 0 });
  const earlier = await orderByKey(db, idempotencyKey);
  if (earlier) return replayOf(earlier, fingerprint);
  const closeAfterMs = await unpaidWindowMs(db, input.channel);
  // The rules only matter to an order paying with points: the others skip the read.
  const rules = input.pointsUsed ? await readOrderPointRules(db) : null;
  try {
    const id = await db.transaction((tx) =>
      writeOrder(tx, actor, input, { closeAfterMs, rules }, fingerprint),
    );
    return { id, replayed: false };
  } catch (error) {
    if (uniqueViolationOf(error) !== IDEMPOTENCY_CONSTRAINT) throw error;
    // A concurrent twin with the same key committed first: the same request, or 42206.
    const twin = await orderByKey(db, idempotencyKey);
    if (!twin) throw error;
    return replayOf(twin, fingerprint);
  }
}

/**
 * How long an unpaid order waits before the clock closes it, or null for never. A storefront
 * customer who walks away from checkout should not hold stock for long
 * (`order_unpaid_close_minutes`); an order staff took on the phone or against a bank transfer
 * waits for money that takes days (`order_staff_unpaid_close_hours`, 0 = never).
 */
async function unpaidWindowMs(db: Db, channel: OrderChannel): Promise<number | null> {
  if (channel === 'STOREFRONT') return (await readConfig(db, 'order_unpaid_close_minutes')) * 60_000;
  const hours = await readConfig(db, 'order_staff_unpaid_close_hours');
  return hours === 0 ? null : hours * 3_600_000;
}

function replayOf(row: { id: number; requestHash: string | null }, fingerprint: string): PlacedOrder {
  assertSameRequest(row.requestHash, fingerprint);
  return { id: row.id, replayed: true };
}

async function orderByKey(db: Db, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await db
    .select({ id: shopOrder.id, requestHash: shopOrder.requestHash })
    .from(shopOrder)
    .where(eq(shopOrder.idempotencyKey, key));
  return row;
}

async function writeOrder(
  tx: Db,
  actor: OrderActor,
  input: PlaceOrderInput,
  { closeAfterMs, rules }: { closeAfterMs: number | null; rules: OrderPointRules | null },
  fingerprint: string,
) {
  await assertCustomerMayOrder(tx, input.customerId);
  const lines = await priceLines(tx, input.lines);
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (input.discount > subtotal) throw invalidField(['discount'], 'order.discountTooLarge');
  const pointsUsed = input.pointsUsed ?? 0;
  const pointsDiscount = pointsUsedFor(pointsUsed, { subtotal, discount: input.discount }, rules);
  const placedAt = input.placedAt ?? clockNow();
  const [order] = await tx
    .insert(shopOrder)
    .values({
      customerId: input.customerId,
      channel: input.channel,
      itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
      subtotal,
      shippingFee: input.shippingFee,
      discount: input.discount,
      pointsUsed,
      pointsDiscount,
      total: subtotal + input.shippingFee - input.discount - pointsDiscount,
      receiverName: input.address.receiverName,
      receiverPhone: input.address.phone,
      receiverRegion: input.address.region,
      receiverCity: input.address.city,
      receiverLine: input.address.line,
      receiverPostalCode: input.address.postalCode,
      buyerNote: input.buyerNote,
      placedAt,
      autoCloseAt: closeAfterMs === null ? null : new Date(placedAt.getTime() + closeAfterMs),
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: input.idempotencyKey ? fingerprint : null,
      placedBy: actor?.staffUserId ?? null,
      updatedBy: actor?.staffUserId ?? null,
    })
    .returning({ id: shopOrder.id, orderNo: shopOrder.orderNo });
  if (!order) throw new Error('shop_order insert returned no row');
  await tx
    .insert(orderLine)
    .values(lines.map((l) => ({ ...l, orderId: order.id, lineTotal: l.unitPrice * l.quantity })));
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    await reserveStock(tx, {
      skuId: line.skuId,
      quantity: line.quantity,
      refType: 'order',
      refId: order.orderNo,
      actorId: actor?.staffUserId ?? null,
    });
  }
  // After the stock (SKU rows, then the customer's: the order every writer takes them in).
  await spendOrderPoints(tx, actor, { ...order, customerId: input.customerId }, pointsUsed);
  await countPlacedOrder(tx, input.customerId, placedAt);
  await writeEvent(tx, order.id, actor, {
    type: 'PLACED',
    to: 'PENDING_PAYMENT',
    message: input.buyerNote,
    data: { channel: input.channel, items: lines.length },
  });
  await auditOrder(tx, actor, 'create', order.id, {
    before: null,
    after: { orderNo: order.orderNo, customerId: input.customerId, lines: input.lines, pointsUsed },
  });
  return order.id;
}

/** What the points take off; a field error when there are more than the order may use. */
function pointsUsedFor(
  pointsUsed: number,
  goods: { subtotal: number; discount: number },
  rules: OrderPointRules | null,
): number {
  if (pointsUsed === 0 || !rules) return 0;
  if (!pointsPayable(rules)) throw invalidField(['pointsUsed'], 'order.pointsOff');
  const max = maxPointsFor(goods, rules);
  if (pointsUsed > max) throw invalidField(['pointsUsed'], 'order.pointsTooMany', { max });
  return pointsDiscountOf(pointsUsed, rules);
}

async function assertCustomerMayOrder(tx: Db, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ status: customer.status })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!row) throw invalidField(['customerId'], 'customer.notFound');
  if (row.status !== 'ACTIVE') throw invalidField(['customerId'], 'customer.disabled');
}

/** Each wanted SKU with its snapshot and price; a SKU that cannot be sold is a field error on its line. */
async function priceLines(tx: Db, wanted: PlaceOrderInput['lines']) {
  const rows = await tx
    .select({
      skuId: productSku.id,
      productId: productSpu.id,
      title: productSpu.title,
      skuCode: productSku.code,
      optionValues: productSku.optionValues,
      skuImageId: productSku.imageId,
      productImageIds: productSpu.imageIds,
      unitPrice: productSku.price,
    })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(
      and(
        inArray(
          productSku.id,
          wanted.map((l) => l.skuId),
        ),
        isNull(productSku.deletedAt),
        eq(productSku.status, 'ACTIVE'),
        eq(productSpu.status, 'ON_SALE'),
        isNull(productSpu.deletedAt),
      ),
    );
  const bySku = new Map(rows.map((r) => [r.skuId, r]));
  return wanted.map((line, index) => {
    const sku = bySku.get(line.skuId);
    if (!sku) throw invalidField(['lines', index, 'skuId'], 'order.skuNotSellable');
    return {
      skuId: sku.skuId,
      productId: sku.productId,
      title: sku.title,
      skuCode: sku.skuCode,
      optionValues: sku.optionValues,
      imageId: sku.skuImageId ?? sku.productImageIds[0] ?? null,
      unitPrice: sku.unitPrice,
      quantity: line.quantity,
    };
  });
}
