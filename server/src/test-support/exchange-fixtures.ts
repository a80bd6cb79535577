import type { ExchangeItemCreateBody } from '@shop/contract/areas/exchange';
import { eq, sql } from 'drizzle-orm';
import { applyPointChange } from '../areas/point/point-ledger.js';
import type { Db } from '../db/client.js';
import { customer, customerAddress, exchangeItem, exchangeOrder, productSku } from '../db/schema.js';
import { insertProduct } from './catalogue-rows.js';
import { insertCustomer } from './customer-rows.js';

/** Exchange test set-up: customers with points and an address, a SKU with stock, items written straight in. */

let seq = 0;
export const exchangeKey = (label = 'ex') => `${label}-${Date.now()}-${++seq}`;

/** A customer with `points` (an ADMIN grant through the ledger) and one address. */
export async function pointsCustomer(db: Db, name: string, points: number) {
  const id = await insertCustomer(db, { name, phone: `+3460${String(++seq).padStart(7, '0')}` });
  if (points > 0)
    await db.transaction((tx) =>
      applyPointChange(tx, {
        customerId: id,
        delta: points,
        bizType: 'ADMIN',
        bizId: `adjust:${exchangeKey('grant')}`,
        reason: 'goodwill',
        actorId: null,
      }),
    );
  const [address] = await db
    .insert(customerAddress)
    .values({
      customerId: id,
      receiverName: name,
      phone: '+34600111222',
      city: 'Madrid',
      line: 'Calle Mayor 1',
    })
    .returning({ id: customerAddress.id });
  return { id, addressId: address?.id as number };
}

export async function stockedSku(db: Db, code: string, onHand: number): Promise<number> {
  const { skuIds } = await insertProduct(db, { title: `${code} mug`, skus: [{ code, onHand }] });
  return skuIds[0] as number;
}

/** An item ON and running now, written straight into the table. */
export async function insertItem(db: Db, item: Partial<ExchangeItemCreateBody> & { quotaTotal: number }) {
  const [row] = await db
    .insert(exchangeItem)
    .values({
      skuId: item.skuId ?? null,
      title: item.title ?? 'Item',
      pointsPrice: item.pointsPrice ?? 10,
      cashPrice: item.cashPrice ?? 0,
      quotaTotal: item.quotaTotal,
      quotaRemaining: item.quotaTotal,
      perCustomerLimit: item.perCustomerLimit ?? null,
      perOrderLimit: item.perOrderLimit ?? null,
      status: item.status ?? 'ON',
      startsAt: item.startsAt ? new Date(item.startsAt) : null,
      endsAt: item.endsAt ? new Date(item.endsAt) : null,
    })
    .returning({ id: exchangeItem.id });
  return row?.id as number;
}

/** What the books say now: the item's quota, the SKU's balances, the customers' points. */
export async function snapshot(db: Db, itemId: number, skuId: number | null, customerIds: number[]) {
  const [item] = await db.select().from(exchangeItem).where(eq(exchangeItem.id, itemId));
  const [sku] = skuId
    ? await db
        .select({ onHand: productSku.onHand, reserved: productSku.reserved })
        .from(productSku)
        .where(eq(productSku.id, skuId))
    : [];
  const balances = await Promise.all(
    customerIds.map(async (id) => {
      const [row] = await db.select({ b: customer.pointsBalance }).from(customer).where(eq(customer.id, id));
      return row?.b ?? 0;
    }),
  );
  const [orders] = await db
    .select({ n: sql<number>`count(*)::int`, q: sql<number>`coalesce(sum(quantity), 0)::int` })
    .from(exchangeOrder)
    .where(sql`${exchangeOrder.itemId} = ${itemId} AND ${exchangeOrder.status} <> 'CANCELLED'`);
  return { item, sku, balances, orders: orders?.n ?? 0, quantity: orders?.q ?? 0 };
}
