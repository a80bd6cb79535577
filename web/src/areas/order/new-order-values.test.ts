import { orderCreateBody } from '@shop/contract/areas/order';
import { describe, expect, it } from 'vitest';
import { keysByContent } from '../../lib/idempotency';
import {
  addLine,
  indicativeSubtotal,
  type LineSku,
  mostOf,
  type NewOrderValues,
  orderBodyOf,
  overAvailable,
  routeOrderIssues,
} from './new-order-values';

const sku = (skuId: number, price: number, available: number): LineSku => ({
  skuId,
  code: `SKU-${skuId}`,
  productTitle: 'Tote',
  optionValues: [],
  imageUrl: null,
  price,
  available,
});

const address = {
  receiverName: 'Ana Ruiz',
  phone: '+34600111222',
  region: 'Madrid',
  city: 'Madrid',
  line: 'Calle Mayor 3',
  postalCode: '28013',
};

const values = (over: Partial<NewOrderValues> = {}): NewOrderValues => ({
  customerId: 4,
  address: { kind: 'typed' },
  typedAddress: address,
  lines: [],
  shippingFee: 500,
  discount: null,
  pointsUsed: null,
  buyerNote: 'Gift wrap',
  ...over,
});

describe('writing a manual order', () => {
  it('adds a SKU as a line of 1, and the same SKU again as one more', () => {
    const once = addLine([], sku(1, 1000, 5));
    const twice = addLine(addLine(once, sku(2, 250, 1)), sku(1, 1000, 5));
    expect(twice.map((l) => [l.sku.skuId, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('adds no more of a SKU than is available', () => {
    const last = addLine(addLine([], sku(2, 250, 1)), sku(2, 250, 1));
    expect(last.map((l) => l.quantity)).toEqual([1]);
    expect(mostOf(sku(1, 1000, 3))).toBe(3);
    expect(mostOf(sku(1, 1000, 0))).toBe(1);
  });

  it('shows an indicative subtotal at the listed prices, and warns of lines above what was available', () => {
    const lines = [
      { sku: sku(1, 1000, 5), quantity: 3 },
      { sku: sku(2, 250, 1), quantity: 2 },
      { sku: sku(3, 999, 9), quantity: null },
    ];
    expect(indicativeSubtotal(lines)).toBe(3500);
    expect(overAvailable(lines).map((s) => s.skuId)).toEqual([2]);
  });

  it('builds the contract’s body with the typed address, or the saved one picked', () => {
    const lines = [{ sku: sku(1, 1000, 5), quantity: 2 }];
    const typed = orderBodyOf(values({ lines }), [], () => 'key-12345678');
    expect(orderCreateBody.parse(typed)).toEqual({
      customerId: 4,
      lines: [{ skuId: 1, quantity: 2 }],
      shippingFee: 500,
      discount: 0,
      pointsUsed: 0,
      address,
      buyerNote: 'Gift wrap',
      idempotencyKey: 'key-12345678',
    });

    const saved = { id: 9, ...address, receiverName: 'Office', isDefault: true };
    const body = orderBodyOf(
      values({ lines, address: { kind: 'saved', addressId: 9 } }),
      [saved],
      () => 'key-12345678',
    );
    expect(body.address).toEqual({ ...address, receiverName: 'Office' });
  });

  it('sends the same order again with its key, and an edited order with a new one', () => {
    const keyFor = keysByContent();
    const lines = [{ sku: sku(1, 1000, 5), quantity: 2 }];
    const first = orderBodyOf(values({ lines }), [], keyFor).idempotencyKey;
    // A double click or a retry after a lost answer: the same order, the same key (a replay).
    const again = orderBodyOf(values({ lines: lines.map((l) => ({ ...l })) }), [], keyFor);
    expect(again.idempotencyKey).toBe(first);
    // Edited after a failed try: the old key with this order would be refused (42206).
    const edits = [
      values({ lines: [{ sku: sku(1, 1000, 5), quantity: 3 }] }),
      values({ lines, typedAddress: { ...address, city: 'Toledo' } }),
      values({ lines, buyerNote: 'No wrap' }),
      values({ lines, discount: 100 }),
      values({ lines, pointsUsed: 50 }),
    ];
    const keys = edits.map((edit) => orderBodyOf(edit, [], keyFor).idempotencyKey);
    expect(new Set([first, ...keys]).size).toBe(6);
    // Edited back: the first order again, which may have reached the server, keeps its key.
    expect(orderBodyOf(values({ lines }), [], keyFor).idempotencyKey).toBe(first);
  });

  it('puts each problem of a refused order where staff will see it', () => {
    const lines = [
      { sku: sku(1, 1000, 5), quantity: 1 },
      { sku: sku(2, 250, 1), quantity: 1 },
    ];
    const issue = (path: (string | number)[], key: string) => ({ path, message: key, key, params: {} });
    const notSellable = issue(['lines', 1, 'skuId'], 'order.skuNotSellable');
    const discount = issue(['discount'], 'order.discountTooLarge');
    const city = issue(['address', 'city'], 'customer.cityRequired');
    const issues = [notSellable, discount, city, issue(['idempotencyKey'], 'field.tooShort')];
    const typed = routeOrderIssues(issues, lines, true);
    expect([...typed.lines]).toEqual([[2, notSellable]]);
    expect(typed.fields).toEqual([
      { name: 'discount', issue: discount },
      { name: ['typedAddress', 'city'], issue: city },
    ]);
    // A saved address has no field to show it under.
    expect(routeOrderIssues(issues, lines, false).fields.map((f) => f.name)).toEqual(['discount']);
    const none = issue(['lines'], 'order.addSku');
    expect(routeOrderIssues([none], [], true).linesError).toBe(none);
  });
});
