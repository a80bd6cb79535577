import type { OrderCreateBody, OrderDetail, RecordPaymentBody } from '@shop/contract/areas/order';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../db/client.js';
import { productSku } from '../db/schema.js';
import { insertProduct } from './catalogue-rows.js';
import { insertCustomer } from './customer-rows.js';
import { type Caller, useTestApp } from './harness.js';

/**
 * A small shop for order tests: one customer and two on-sale SKUs with stock, and the order API
 * as one staff member calls it (each call asserts success; refusals go through `caller.call`).
 */
export async function smallShop(db: Db, prefix: string, stock = 10) {
  const customerId = await insertCustomer(db, { name: `${prefix} Customer`, phone: null });
  const { skuIds } = await insertProduct(db, {
    title: `${prefix} Mug`,
    skus: [
      { code: `${prefix}-BLUE`, price: 1250, onHand: stock },
      { code: `${prefix}-RED`, price: 800, onHand: stock },
    ],
  });
  return { customerId, blue: skuIds[0] as number, red: skuIds[1] as number };
}

export const address = {
  receiverName: 'Ana Receiver',
  phone: '+34600111222',
  region: 'Madrid',
  city: 'Madrid',
  line: 'Calle Mayor 1',
  postalCode: '28013',
};

let keys = 0;
/** A fresh idempotency key per call. */
export const freshKey = (label = 'order') => `${label}-${Date.now()}-${++keys}`;

export function orderBody(
  customerId: number,
  lines: OrderCreateBody['lines'],
  extra: Partial<OrderCreateBody> = {},
) {
  return { customerId, lines, address, idempotencyKey: freshKey(), ...extra } satisfies OrderCreateBody;
}

export async function skuBalance(db: Db, skuId: number) {
  const [row] = await db
    .select({ onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(eq(productSku.id, skuId));
  return row;
}

/** The order API as one staff member, by operationId: each call asserts it succeeded. */
export function orderApi(caller: Caller) {
  const params = (id: number) => ({ id });
  return {
    place: (body: OrderCreateBody): Promise<OrderDetail> => caller.ok('placeOrder', { body }),
    get: (id: number): Promise<OrderDetail> => caller.ok('getOrder', { params: params(id) }),
    pay: async (
      order: OrderDetail,
      reference = freshKey('ref'),
      channel: RecordPaymentBody['channel'] = 'CASH',
    ): Promise<OrderDetail> => {
      const body = { channel, reference, amount: order.total };
      return (await caller.ok('recordPayment', { params: params(order.id), body })).order;
    },
    ship: (id: number): Promise<OrderDetail> =>
      caller.ok('shipOrder', { params: params(id), body: { carrier: 'Correos', trackingNo: `TRK${id}` } }),
    complete: (id: number): Promise<OrderDetail> => caller.ok('completeOrder', { params: params(id) }),
    cancel: (id: number, reason = 'Customer changed their mind'): Promise<OrderDetail> =>
      caller.ok('cancelOrder', { params: params(id), body: { reason } }),
  };
}

/**
 * The test app of an order test file, and its admin with the order API once the app is up (set in
 * `beforeAll`, so read `desk.admin` and `desk.orders` inside tests and hooks).
 */
export function useAdminOrders() {
  const t = useTestApp();
  const desk = {} as { admin: Caller; orders: ReturnType<typeof orderApi> };
  beforeAll(async () => {
    desk.admin = await t.as('admin');
    desk.orders = orderApi(desk.admin);
  });
  return { t, desk };
}
