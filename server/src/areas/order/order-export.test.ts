import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBulkOrders } from '../../seed/bulk-orders.js';
import { rowsOf } from '../../seed/bulk-orders-sql.js';
import { useTestApp } from '../../test-support/harness.js';

const t = useTestApp();
const ORDERS = 1100;

beforeAll(async () => {
  await seedBulkOrders(t.db, { orders: ORDERS, points: true });
}, 120_000);

/** The export's order numbers, and what it announced. */
async function exported(query: Record<string, string>) {
  const res = await (await t.as('admin')).call('exportOrders', { query: { lang: 'en', ...query } });
  const [header, ...rows] = res.body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\n');
  expect(header?.split(',')[0]).toBe('Order no.');
  return { announced: Number(res.headers[EXPORT_TOTAL_HEADER]), orderNos: rows.map((r) => r.split(',')[0]) };
}

async function orderNos(orderBy: ReturnType<typeof sql>) {
  return rowsOf<{ order_no: string }>(
    await t.db.execute(sql`SELECT order_no FROM shop_order ORDER BY ${orderBy}`),
  ).map((r) => r.order_no);
}

describe('the order export over many pages', () => {
  it('writes every order once, newest first, across the pages it reads them in', async () => {
    const { announced, orderNos: got } = await exported({});
    expect(announced).toBe(ORDERS);
    expect(got).toEqual(await orderNos(sql`placed_at DESC, id DESC`));
  });

  it('keeps the order of a sort with many ties (total), page after page', async () => {
    const { orderNos: got } = await exported({ sort: 'total:asc' });
    expect(new Set(got).size).toBe(ORDERS);
    expect(got).toEqual(await orderNos(sql`total ASC, id ASC`));
  });

  it('adds up: subtotal + shipping − discount − points discount = total on every row, points shown', async () => {
    const res = await (await t.as('admin')).call('exportOrders', { query: { lang: 'en' } });
    const [header, ...rows] = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    const columns = header?.split(',') ?? [];
    const at = (name: string) => {
      const index = columns.indexOf(name);
      expect(index, name).toBeGreaterThanOrEqual(0);
      return index;
    };
    const [subtotal, shipping, discount, pointsUsed, pointsDiscount, total] = [
      'Subtotal',
      'Shipping',
      'Discount',
      'Points used',
      'Points discount',
      'Total',
    ].map(at) as [number, number, number, number, number, number];
    const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);
    let withPoints = 0;
    for (const row of rows) {
      const cells = row.split(',');
      if (Number(cells[pointsUsed]) > 0) withPoints++;
      expect(
        cents(cells[subtotal]) +
          cents(cells[shipping]) -
          cents(cells[discount]) -
          cents(cells[pointsDiscount]),
        row,
      ).toBe(cents(cells[total]));
    }
    expect(withPoints).toBeGreaterThan(0);
  });
});
