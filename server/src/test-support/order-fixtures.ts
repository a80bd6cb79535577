import type { OrderCreateBody, OrderDetail } from '@shop/contract/areas/order';
import { orderPaths } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { productSku } from '../db/schema.js';
import { type apiAs, pathOf } from './api-client.js';
import { insertProduct } from './catalogue-rows.js';
import { insertCustomer } from './customer-rows.js';

/**
 * A small shop for order tests: one customer and two on-sale SKUs with stock, and the order API
 * as one staff member calls it (each call asserts success unless asked for the raw answer).
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

type Api = ReturnType<typeof apiAs>;

function data<T>(res: { json(): { code: number; data: T }; body: string }): T {
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data;
}

/** The order API as one staff member. */
export function orderApi(api: Api) {
  const at = (path: string, id: number) => pathOf(path, { id });
  return {
    place: async (body: OrderCreateBody): Promise<OrderDetail> => data(await api.post(orderPaths.list, body)),
    get: async (id: number): Promise<OrderDetail> => data(await api.get(at(orderPaths.item, id))),
    pay: async (order: OrderDetail, reference = freshKey('ref'), channel = 'CASH'): Promise<OrderDetail> =>
      data<{ order: OrderDetail }>(
        await api.post(at(orderPaths.payments, order.id), { channel, reference, amount: order.total }),
      ).order,
    ship: async (id: number): Promise<OrderDetail> =>
      data(await api.post(at(orderPaths.ship, id), { carrier: 'Correos', trackingNo: `TRK${id}` })),
    complete: async (id: number): Promise<OrderDetail> => data(await api.post(at(orderPaths.complete, id))),
    cancel: async (id: number, reason = 'Customer changed their mind'): Promise<OrderDetail> =>
      data(await api.post(at(orderPaths.cancel, id), { reason })),
    /** The raw answer of any order action, for refusals. */
    raw: (path: string, id: number, body?: unknown) => api.post(at(path, id), body),
    put: (path: string, id: number, body?: unknown) => api.put(at(path, id), body),
  };
}
