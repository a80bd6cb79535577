import type { SearchData } from '@shop/contract/areas/search';
import { type Grants, holds } from '@shop/contract/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { orderApi, orderBody, smallShop } from '../../test-support/order-fixtures.js';
import { productApi, productBody } from '../../test-support/product-fixtures.js';
import { searchRecords } from './search.service.js';

const t = useTestApp();
let admin: Caller;
let placedNo: string;

const search = async (caller: Caller, q: string): Promise<SearchData> =>
  caller.ok('searchRecords', { query: { q } });

beforeAll(async () => {
  admin = await t.as('admin');
  const shop = await smallShop(t.db, 'FIND');
  placedNo = (await orderApi(admin).place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 1 }])))
    .orderNo;
  await insertCustomers(t.db, [
    { name: 'Zoë Fernández', phone: '+34611222333' },
    { name: 'zora Lind', phone: '0712345678' },
    { name: 'Arlo Zed', phone: '+34699000111' },
  ]);
  const products = productApi(admin);
  await products.create(
    productBody({ title: '棉麻衬衫', skus: [{ code: 'LINEN-SHIRT-M', optionValues: [], price: 5900 }] }),
  );
  await products.create(
    productBody({ title: 'Linen tea towel', skus: [{ code: 'TOWEL-1', optionValues: [], price: 900 }] }),
  );
});

describe('the navbar search', () => {
  it('finds an order by the start of its number, with or without SO', async () => {
    const byNumber = await search(admin, placedNo.slice(0, 12).toLowerCase());
    expect(byNumber.orders.map((o) => o.orderNo)).toContain(placedNo);
    expect(byNumber.orders[0]).toMatchObject({ customerName: 'FIND Customer', status: 'PENDING_PAYMENT' });
    expect((await search(admin, placedNo.slice(2))).orders.map((o) => o.orderNo)).toEqual([placedNo]);
    expect((await search(admin, 'SO9')).orders).toEqual([]);
  });

  it('finds customers by the start of the name in any case, or of the phone with or without +', async () => {
    const byName = (await search(admin, 'ZO')).customers.map((c) => c.name);
    expect(byName.sort()).toEqual(['Zoë Fernández', 'zora Lind']);
    expect((await search(admin, '34611')).customers.map((c) => c.name)).toEqual(['Zoë Fernández']);
    expect((await search(admin, '+34 699')).customers.map((c) => c.name)).toEqual(['Arlo Zed']);
    expect((await search(admin, '0712')).customers.map((c) => c.name)).toEqual(['zora Lind']);
    // Not a prefix of any name or phone.
    expect((await search(admin, 'ernández')).customers).toEqual([]);
  });

  it('finds a product by title, full pinyin, initials or SKU code', async () => {
    const titles = async (q: string) => (await search(admin, q)).products.map((p) => p.title);
    expect(await titles('棉麻')).toEqual(['棉麻衬衫']);
    expect(await titles('mianma')).toEqual(['棉麻衬衫']);
    expect(await titles('mian ma chen')).toEqual(['棉麻衬衫']);
    expect(await titles('MMCS')).toEqual(['棉麻衬衫']);
    expect(await titles('linen')).toEqual(['Linen tea towel', '棉麻衬衫']);
    expect((await search(admin, 'towel-')).products).toEqual([
      expect.objectContaining({ title: 'Linen tea towel', skuCode: 'TOWEL-1' }),
    ]);
    // LIKE's own characters are matched as themselves.
    expect((await search(admin, '%')).products).toEqual([]);
  });

  it('answers only the groups whose page the caller holds', async () => {
    const only = (...pages: string[]): Grants => ({ all: false, set: new Set(pages) });
    const cases: [string, Grants][] = [
      ['all', { all: true }],
      ['orders', only('order')],
      ['customers and products', only('user', 'product')],
      ['an action without its page', only('order.export', 'user.export')],
    ];
    for (const [label, grants] of cases) {
      const byNumber = await searchRecords(t.db, grants, placedNo);
      expect(byNumber.orders.length > 0, `${label} orders`).toBe(holds(grants, 'order'));
      const found = await searchRecords(t.db, grants, 'FIND');
      expect(found.customers.length > 0, `${label} customers`).toBe(holds(grants, 'user'));
      expect(found.products.length > 0, `${label} products`).toBe(holds(grants, 'product'));
    }
    const editor = await t.as('editor');
    expect((await search(editor, 'mm')).products.map((p) => p.title)).toEqual(['棉麻衬衫']);
    // A session whose roles grant nothing opens no area: every group stays empty.
    expect(await searchRecords(t.db, { all: false, set: new Set() }, 'FIND')).toEqual({
      orders: [],
      customers: [],
      products: [],
    });
  });

  it('refuses an empty query and needs a session', async () => {
    expect((await admin.call('searchRecords', { query: { q: '  ' } })).statusCode).toBe(400);
    expect((await t.anonymous().call('searchRecords', { query: { q: 'SO' } })).statusCode).toBe(401);
  });
});
