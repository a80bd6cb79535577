import { api, type OperationId } from '@shop/contract/api';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../test-support/harness.js';
import { insertOrder, insertPayment, insertRefund, insertSellable } from '../test-support/order-rows.js';
import { receiveStock } from '../test-support/product-fixtures.js';

/**
 * Every export written for people: headers and labels in the language asked for, times on the
 * shop's clock with the zone named, codes in their own columns only when asked.
 */
const t = useTestApp();
let admin: Caller;
const ZONE = 'Asia/Shanghai';

beforeAll(async () => {
  admin = await t.as('admin');
  // Shanghai keeps no summer time: UTC+8 all year, so the expected clock is plain arithmetic.
  await t.db.execute(
    sql`UPDATE config_entry SET value = ${JSON.stringify(ZONE)}::jsonb WHERE key = 'shop_time_zone'`,
  );
  const sku = await insertSellable(t.db, 'EXP-1', 2550);
  await receiveStock(t.db, sku.skuId, 5);
  const customerId = await insertCustomer(t.db, { name: 'Mei Lin' });
  const order = await insertOrder(t.db, { customerId, sku, unitPrice: 2550, status: 'PAID' });
  const pay = await insertPayment(t.db, { order, customerId, channel: 'BANK_TRANSFER' });
  await insertRefund(t.db, { order, paymentId: pay.id, amount: 550, reason: 'Chipped' });
});

/** `2026-11-27T06:05:00Z` as a Shanghai clock shows it: `2026-11-27 14:05`. */
function shanghai(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

type Sheet = { header: string[]; rows: Record<string, string>[] };

async function exported(operation: OperationId, query: Record<string, string>): Promise<Sheet> {
  const res = await admin.call(operation as 'exportOrders', { query });
  expect(res.statusCode).toBe(200);
  let table: string[][];
  if (res.headers['content-type']?.toString().startsWith('text/csv')) {
    table = parse(res.body, { bom: true }) as string[][];
  } else {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    table = [];
    workbook.worksheets[0]?.eachRow((row) => {
      table.push((row.values as unknown[]).slice(1).map((v) => (v === undefined ? '' : String(v))));
    });
  }
  const [header = [], ...rows] = table;
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']))) };
}

interface Kind {
  operation: OperationId;
  /** A filter that keeps the rows this file made (the demo data has more). */
  query: Record<string, string>;
  /** The labelled column, and its code and label in English and Chinese. */
  label: { en: string; zh: string; code: string; en_value: string; zh_value: string; codeColumn: string };
  /** A time column's English and Chinese headers (without the zone), and the moment it holds. */
  time?: { en: string; zh: string; moment(): Promise<string> };
}

const kinds: Kind[] = [
  {
    operation: 'exportOrders',
    query: {},
    label: {
      en: 'Status',
      zh: '状态',
      code: 'PAID',
      en_value: 'Paid',
      zh_value: '已付款',
      codeColumn: 'status_code',
    },
    time: {
      en: 'Placed at',
      zh: '下单时间',
      moment: async () => (await admin.ok('listOrders', {})).items[0]?.placedAt ?? '',
    },
  },
  {
    operation: 'exportPayments',
    query: {},
    label: {
      en: 'Channel',
      zh: '渠道',
      code: 'BANK_TRANSFER',
      en_value: 'Bank transfer',
      zh_value: '银行转账',
      codeColumn: 'channel_code',
    },
    time: {
      en: 'Created at',
      zh: '创建时间',
      moment: async () => (await admin.ok('listPayments', {})).items[0]?.createdAt ?? '',
    },
  },
  {
    operation: 'exportRefunds',
    query: {},
    label: {
      en: 'Status',
      zh: '状态',
      code: 'SUCCESS',
      en_value: 'Refunded',
      zh_value: '已退款',
      codeColumn: 'status_code',
    },
    time: {
      en: 'Created at',
      zh: '创建时间',
      moment: async () => (await admin.ok('listRefunds', {})).items[0]?.createdAt ?? '',
    },
  },
  {
    operation: 'exportCustomers',
    query: { q: 'Mei Lin' },
    label: {
      en: 'Source',
      zh: '来源',
      code: 'STAFF',
      en_value: 'Added by staff',
      zh_value: '员工添加',
      codeColumn: 'source_code',
    },
    time: {
      en: 'Created at',
      zh: '创建时间',
      moment: async () =>
        (await admin.ok('listCustomers', { query: { q: 'Mei Lin' } })).items[0]?.createdAt ?? '',
    },
  },
  {
    operation: 'exportInventory',
    query: { q: 'EXP-1' },
    label: {
      en: 'Product status',
      zh: '商品状态',
      code: 'ON_SALE',
      en_value: 'On sale',
      zh_value: '在售',
      codeColumn: 'product_status_code',
    },
    time: {
      en: 'Updated at',
      zh: '更新时间',
      moment: async () =>
        (await admin.ok('listInventory', { query: { q: 'EXP-1' } })).items[0]?.updatedAt ?? '',
    },
  },
  {
    operation: 'exportStockRecords',
    query: { skuCode: 'EXP-1' },
    label: {
      en: 'Reason',
      zh: '原因',
      code: 'received',
      en_value: 'Received',
      zh_value: '到货入库',
      codeColumn: 'reason_code',
    },
    time: {
      en: 'Time',
      zh: '时间',
      moment: async () =>
        (await admin.ok('listStockRecords', { query: { skuCode: 'EXP-1' } })).items.at(-1)?.createdAt ?? '',
    },
  },
  {
    operation: 'exportStaff',
    query: { q: 'admin', role: 'admin' },
    label: {
      en: 'Status',
      zh: '状态',
      code: 'active',
      en_value: 'Active',
      zh_value: '启用',
      codeColumn: 'status_code',
    },
    time: {
      en: 'Created at',
      zh: '创建时间',
      moment: async () =>
        (await admin.ok('listStaff', { query: { q: 'admin', role: 'admin' } })).items[0]?.createdAt ?? '',
    },
  },
  {
    operation: 'exportProducts',
    query: { q: 'EXP-1' },
    label: {
      en: 'Status',
      zh: '状态',
      code: 'ON_SALE',
      en_value: 'On sale',
      zh_value: '在售',
      codeColumn: 'status',
    },
  },
];

describe.each(kinds)('$operation for people', (kind) => {
  it('writes headers and labels in the language asked for, times on the shop clock', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { header, rows } = await exported(kind.operation, { ...kind.query, lang });
      const column = kind.label[lang];
      expect(header).toContain(column);
      expect(rows.map((r) => r[column])).toContain(kind.label[`${lang}_value`]);
      expect(header).not.toContain(kind.label.codeColumn);
      if (kind.time) {
        const timeHeader = `${kind.time[lang]} (${ZONE})`;
        expect(header).toContain(timeHeader);
        expect(rows.map((r) => r[timeHeader])).toContain(shanghai(await kind.time.moment()));
      }
    }
  });

  it('adds the codes beside the labels only when asked', async () => {
    const { header, rows } = await exported(kind.operation, { ...kind.query, lang: 'zh', codes: 'true' });
    expect(header).toContain(kind.label.codeColumn);
    expect(rows.map((r) => r[kind.label.codeColumn])).toContain(kind.label.code);
  });
});

describe('export language', () => {
  it('follows Accept-Language when the console sends no lang, and English when that is foreign', async () => {
    const firstHeader = async (language: string) => {
      const res = await t.app.inject({
        url: api.exportOrders.path,
        headers: { 'x-token': admin.token ?? '', 'accept-language': language },
      });
      return (parse(res.body, { bom: true }) as string[][])[0]?.[0];
    };
    expect(await firstHeader('zh-CN,zh;q=0.9')).toBe('订单号');
    expect(await firstHeader('fr-FR')).toBe('Order no.');
  });

  it('writes money in units beside the currency', async () => {
    const { rows } = await exported('exportPayments', { lang: 'en' });
    const transfer = rows.find((r) => r.Channel === 'Bank transfer');
    expect(transfer).toMatchObject({ Currency: 'EUR', Amount: '25.50' });
  });
});
