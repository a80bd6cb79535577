import type { OrderDetail } from '@shop/contract/areas/order';
import { MAX_DOCUMENT_ORDERS } from '@shop/contract/areas/order-document';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { configEntry } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { orderApi, orderBody, smallShop } from '../../test-support/order-fixtures.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';

const t = useTestApp();
let shipped: OrderDetail;
let chinese: OrderDetail;

/** The text of every page of a PDF answer, pages joined. */
async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(new Uint8Array(body), { mergePages: true });
  return { pages: totalPages, text };
}

async function printed(query: Record<string, string>, acceptLanguage?: string) {
  const admin = await t.as('admin');
  const res = await t.app.inject({
    method: 'GET',
    url: `/base/admin/orders/documents?${new URLSearchParams(query)}`,
    headers: {
      'x-token': admin.token ?? '',
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

beforeAll(async () => {
  await t.db
    .update(configEntry)
    .set({ value: 'Calle del Barro 7, 28013 Madrid' })
    .where(eq(configEntry.key, 'shop_address'));
  const shop = await smallShop(t.db, 'DOC');
  const orders = orderApi(await t.as('admin'));
  const placed = await orders.place(
    orderBody(
      shop.customerId,
      [
        { skuId: shop.blue, quantity: 2 },
        { skuId: shop.red, quantity: 1 },
      ],
      { shippingFee: 450, discount: 100, buyerNote: 'Gift wrap please' },
    ),
  );
  await orders.pay(placed);
  shipped = await orders.ship(placed.id);

  const { skuIds } = await insertProduct(t.db, {
    title: '手工陶瓷杯',
    skus: [{ code: 'CUP-CN', optionValues: ['青瓷'], price: 6800, onHand: 5 }],
  });
  chinese = await orders.place(
    orderBody(shop.customerId, [{ skuId: skuIds[0] as number, quantity: 3 }], {
      address: {
        receiverName: '李小龙',
        phone: '13800138000',
        region: '浙江省',
        city: '杭州市',
        line: '西湖区文三路 90 号',
        postalCode: '310012',
      },
    }),
  );
}, 60_000);

describe('packing slips and invoices as PDF', () => {
  it('a packing slip lists the order, its receiver and every line with its SKU code and quantity', async () => {
    const { pages, text } = await printed({ kind: 'packing-slip', ids: String(shipped.id), lang: 'en' });
    expect(pages).toBe(1);
    for (const words of [
      'Packing slip',
      shipped.orderNo,
      'Ana Receiver',
      'Calle Mayor 1',
      'Calle del Barro 7',
    ])
      expect(text).toContain(words);
    for (const line of shipped.lines) {
      expect(text).toContain(line.title);
      expect(text).toContain(line.skuCode);
    }
    expect(text).toContain('Items in total: 3');
    expect(text).toContain('Gift wrap please');
    // A packing slip shows no money.
    expect(text).not.toContain('€');
  });

  it('an invoice prints the prices and totals in the shop currency', async () => {
    const { text } = await printed({ kind: 'invoice', ids: String(shipped.id), lang: 'en' });
    expect(text).toContain('Invoice');
    expect(shipped.subtotal).toBe(3300);
    for (const cents of [
      1250,
      2500,
      800,
      shipped.subtotal,
      shipped.shippingFee,
      shipped.total,
      shipped.paidAmount,
    ])
      expect(text).toContain(euros(cents));
    expect(text).toContain(`−${euros(100)}`);
    expect(text).toMatch(/Total\s*€36\.50/);
  });

  it('writes a Chinese document with Chinese words, titles and address (an embedded CJK font)', async () => {
    const { text } = await printed({ kind: 'invoice', ids: String(chinese.id), lang: 'zh' });
    for (const words of ['销售单', '手工陶瓷杯', '青瓷', '李小龙', '西湖区文三路', '商品小计', '应付合计'])
      expect(text).toContain(words);
    expect(text).toContain(
      new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'EUR' }).format(204),
    );
  });

  it('follows Accept-Language without lang, and writes Japanese with the Japanese font', async () => {
    const { text } = await printed({ kind: 'packing-slip', ids: String(chinese.id) }, 'ja-JP,ja;q=0.9');
    for (const words of ['納品書', 'お届け先', '手工陶瓷杯']) expect(text).toContain(words);
  });

  it('prints a selection in the order asked, one order per page', async () => {
    const { pages, text } = await printed({
      kind: 'packing-slip',
      ids: `${chinese.id},${shipped.id}`,
      lang: 'es',
    });
    expect(pages).toBe(2);
    expect(text).toContain('Albarán');
    expect(text.indexOf(chinese.orderNo)).toBeLessThan(text.indexOf(shipped.orderNo));
  });

  it('runs a long order onto more pages, each headed by its order number, every line printed once', async () => {
    const { skuIds } = await insertProduct(t.db, {
      title: 'Tile sampler',
      skus: Array.from({ length: 60 }, (_, i) => ({
        code: `TILE-${String(i).padStart(2, '0')}`,
        price: 300,
        onHand: 5,
      })),
    });
    const customerId = shipped.customerId;
    const long = await orderApi(await t.as('admin')).place(
      orderBody(
        customerId,
        skuIds.map((skuId) => ({ skuId, quantity: 1 })),
      ),
    );
    for (const kind of ['packing-slip', 'invoice']) {
      const { pages, text } = await printed({ kind, ids: String(long.id), lang: 'en' });
      expect(pages, kind).toBeGreaterThan(1);
      for (const line of long.lines) expect(text.split(line.skuCode).length - 1, line.skuCode).toBe(1);
      expect(text.split(long.orderNo).length - 1, kind).toBe(pages);
    }
    const { text } = await printed({ kind: 'invoice', ids: String(long.id), lang: 'en' });
    expect(text).toMatch(/Total\s*€180\.00/);
  });

  it('answers the same documents as data for the print preview', async () => {
    const data = await (await t.as('admin')).ok('getOrderDocuments', {
      query: { kind: 'invoice', ids: `${shipped.id},${chinese.id}` },
    });
    expect(data.shop).toMatchObject({ address: 'Calle del Barro 7, 28013 Madrid', currency: 'EUR' });
    expect(data.orders.map((o) => o.orderNo)).toEqual([shipped.orderNo, chinese.orderNo]);
    expect(data.orders[0]?.lines.map((l) => [l.skuCode, l.quantity])).toEqual(
      shipped.lines.map((l) => [l.skuCode, l.quantity]),
    );
    expect(data.orders[0]).toMatchObject({ total: shipped.total, carrier: 'Correos' });
  });
});

describe('what documents refuse', () => {
  it(`more than ${MAX_DOCUMENT_ORDERS} orders at once`, async () => {
    const ids = Array.from({ length: MAX_DOCUMENT_ORDERS + 1 }, (_, i) => i + 1).join(',');
    for (const name of ['printOrderDocuments', 'getOrderDocuments'] as const) {
      const res = await (await t.as('admin')).call(name, { query: { kind: 'packing-slip', ids } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('order.tooManyToPrint');
    }
  });

  it('an unknown order, naming it, before any byte of PDF', async () => {
    const res = await (await t.as('admin')).call('printOrderDocuments', {
      query: { kind: 'invoice', ids: `${shipped.id},999999` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, key: 'order.printNotFound', params: { id: 999999 } });
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('no ids, a repeated id, an unknown kind', async () => {
    const admin = await t.as('admin');
    for (const query of [
      { kind: 'invoice', ids: '' },
      { kind: 'invoice', ids: `${shipped.id},${shipped.id}` },
      { kind: 'receipt', ids: String(shipped.id) },
    ]) {
      expect((await admin.call('printOrderDocuments', { query })).statusCode, JSON.stringify(query)).toBe(
        400,
      );
    }
  });

  it('whoever may not see orders', async () => {
    const token = await sessionWithPermissions(t.db, 'no-orders', ['product']);
    for (const url of ['/base/admin/orders/documents', '/base/admin/orders/documents/data']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?kind=invoice&ids=${shipped.id}`,
        headers: { 'x-token': token },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(40300);
    }
  });
});
