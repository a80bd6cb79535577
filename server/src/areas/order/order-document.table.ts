import type { OrderStatus } from '@shop/contract/areas/order';
import type { DocumentShop, OrderDocument } from '@shop/contract/areas/order-document';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customer, orderLine, shopOrder } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { readConfigs } from '../../lib/read-config.js';

/**
 * Orders read for printing, a batch at a time: two indexed queries (orders by id, their lines by
 * order) for up to `DOCUMENT_BATCH` orders keep each read to a few milliseconds, so a 200-order
 * PDF never holds the embedded database (which serves nobody else meanwhile) for long.
 */
export const DOCUMENT_BATCH = 25;

/** The shop as its documents head it. */
export async function documentShopOf(db: Db): Promise<DocumentShop> {
  const config = await readConfigs(db, ['shop_title', 'shop_address', 'shop_currency', 'shop_time_zone']);
  return {
    title: config.shop_title,
    address: config.shop_address,
    currency: config.shop_currency,
    timeZone: config.shop_time_zone,
  };
}

/** Refuses (404) before anything is printed when one of `ids` is no order. */
export async function assertOrdersExist(db: Db, ids: readonly number[]): Promise<void> {
  const found = new Set<number>();
  for (let at = 0; at < ids.length; at += DOCUMENT_BATCH * 8) {
    const slice = ids.slice(at, at + DOCUMENT_BATCH * 8);
    const rows = await db.select({ id: shopOrder.id }).from(shopOrder).where(inArray(shopOrder.id, slice));
    for (const row of rows) found.add(row.id);
  }
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound('order.printNotFound', { id: missing });
}

/** The documents of `ids` (at most a batch), in the order asked. */
export async function documentBatch(db: Db, ids: readonly number[]): Promise<OrderDocument[]> {
  if (ids.length === 0) return [];
  const [orders, lines] = await Promise.all([
    db
      .select({ order: shopOrder, customerName: customer.name })
      .from(shopOrder)
      .innerJoin(customer, eq(customer.id, shopOrder.customerId))
      .where(inArray(shopOrder.id, [...ids])),
    db
      .select({
        orderId: orderLine.orderId,
        title: orderLine.title,
        optionValues: orderLine.optionValues,
        skuCode: orderLine.skuCode,
        quantity: orderLine.quantity,
        refundedQuantity: orderLine.refundedQuantity,
        unitPrice: orderLine.unitPrice,
        lineTotal: orderLine.lineTotal,
      })
      .from(orderLine)
      .where(inArray(orderLine.orderId, [...ids]))
      .orderBy(asc(orderLine.orderId), asc(orderLine.id)),
  ]);
  const linesOf = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) {
    const list = linesOf.get(line.orderId);
    if (list) list.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  const byId = new Map(orders.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    // Deleted between the existence check and this read (orders are not deleted today): skipped.
    if (!row) return [];
    const { order } = row;
    return [
      {
        id: order.id,
        orderNo: order.orderNo,
        status: order.status as OrderStatus,
        placedAt: order.placedAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        shippedAt: order.shippedAt?.toISOString() ?? null,
        customerName: row.customerName,
        receiver: {
          receiverName: order.receiverName,
          phone: order.receiverPhone,
          region: order.receiverRegion,
          city: order.receiverCity,
          line: order.receiverLine,
          postalCode: order.receiverPostalCode,
        },
        buyerNote: order.buyerNote,
        carrier: order.carrier,
        trackingNo: order.trackingNo,
        lines: (linesOf.get(id) ?? []).map(({ orderId: _, ...line }) => ({
          ...line,
          optionValues: line.optionValues as string[],
        })),
        subtotal: order.subtotal,
        shippingFee: order.shippingFee,
        discount: order.discount,
        pointsUsed: order.pointsUsed,
        pointsDiscount: order.pointsDiscount,
        total: order.total,
        paidAmount: order.paidAmount,
        refundedAmount: order.refundedAmount,
      },
    ];
  });
}

/** Every document of `ids`, batch by batch (the preview's JSON: at most 200 orders). */
export async function documentsOf(db: Db, ids: readonly number[]): Promise<OrderDocument[]> {
  await assertOrdersExist(db, ids);
  const documents: OrderDocument[] = [];
  for (let at = 0; at < ids.length; at += DOCUMENT_BATCH) {
    documents.push(...(await documentBatch(db, ids.slice(at, at + DOCUMENT_BATCH))));
  }
  return documents;
}
