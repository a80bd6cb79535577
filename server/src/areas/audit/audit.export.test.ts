import { api } from '@shop/contract/api';
import type { AuditListItem } from '@shop/contract/areas/audit';
import { XLSX_CONTENT_TYPE } from '@shop/contract/list';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, useTestApp } from '../../test-support/harness.js';

const t = useTestApp();
let admin: Caller;
// More than two export batches (500), with runs of rows sharing one moment across their edges.
const ROWS = 1_150;
const WINDOW = { from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };

beforeAll(async () => {
  admin = await t.as('admin');
  await t.db.execute(sql`
    INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, user_agent, at)
    SELECT CASE WHEN n % 3 = 0 THEN NULL ELSE (SELECT id FROM staff_user WHERE username = 'admin') END,
      (ARRAY['update', 'status.undone', 'adjust_stock', 'frobnicate'])[n % 4 + 1],
      (ARRAY['shop_order', 'product_spu', 'product_sku', 'legacy_table'])[n % 4 + 1],
      n::text,
      jsonb_build_object('price', 100, 'title', 'T'),
      jsonb_build_object('price', 100 + n % 2, 'title', 'T'),
      '10.1.2.3', 'Mozilla/5.0 Firefox/128.0',
      timestamptz '2025-05-01 10:00:00+00' + (n / 7) * interval '1 minute'
    FROM generate_series(1, ${ROWS}) AS n`);
});

async function listed(query: Record<string, string>): Promise<AuditListItem[]> {
  const rows: AuditListItem[] = [];
  for (let page = 1; ; page++) {
    const data = await admin.ok('listAudit', { query: { ...query, page, pageSize: 100 } as never });
    rows.push(...data.items);
    if (page * 100 >= data.total) return rows;
  }
}

async function exported(query: Record<string, string>) {
  const res = await t.app.inject({
    url: `${api.exportAudit.path}?${new URLSearchParams({ lang: 'en', ...query })}`,
    headers: { 'x-token': admin.token ?? '' },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { res, header: rows[0], rows: rows.slice(1) };
}

describe('GET audit export', () => {
  it('streams every matching row as xlsx, in the list order, labelled, with the count in a header', async () => {
    const { res, header, rows } = await exported(WINDOW);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    expect(res.headers['x-total-count']).toBe(String(ROWS));
    expect(header).toEqual([
      'ID',
      'Time (Europe/Madrid)',
      'Staff',
      'Username',
      'Area',
      'Action',
      'Record',
      'Record ID',
      'IP address',
      'Browser',
      'Changed fields',
    ]);
    const expected = await listed(WINDOW);
    expect(rows.map((r) => r[0])).toEqual(expected.map((i) => i.id));
    const byCode = (n: number) => rows.find((r) => r[7] === String(n));
    // n = 5: admin, status.undone on a product; the price moved.
    expect(byCode(5)?.slice(2)).toEqual([
      expect.any(String),
      'admin',
      'Products',
      'Undo: Change status',
      'Product',
      '5',
      '10.1.2.3',
      'Mozilla/5.0 Firefox/128.0',
      'price',
    ]);
    // n = 3: the system, on a table and with an action no label knows (shown by their codes).
    expect(byCode(3)?.slice(2)).toEqual([
      undefined,
      undefined,
      undefined,
      'frobnicate',
      'legacy_table',
      '3',
      '10.1.2.3',
      'Mozilla/5.0 Firefox/128.0',
      'price',
    ]);
  });

  it('writes in the asked language, with the codes beside the labels for tools', async () => {
    const { header, rows } = await exported({ ...WINDOW, lang: 'es', codes: 'true', entity: 'product_spu' });
    expect(header).toContain('Acción');
    expect(header).toEqual(expect.arrayContaining(['area_code', 'action_code', 'record_code']));
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.length).toBe((await listed({ ...WINDOW, entity: 'product_spu' })).length);
    const row = rows[0] ?? [];
    expect([row[at('Área')], row[at('area_code')], row[at('record_code')]]).toEqual([
      'Productos',
      'product',
      'product_spu',
    ]);
    expect([row[at('Acción')], row[at('action_code')]]).toEqual([
      'Deshacer: Cambiar estado',
      'status.undone',
    ]);
  });

  it('honours the filters and sort, and answers an empty match with a header-only sheet', async () => {
    const filters = { ...WINDOW, actor: 'system', sort: 'at:asc' };
    const { res, rows } = await exported(filters);
    expect(rows.map((r) => r[0])).toEqual((await listed(filters)).map((i) => i.id));
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    const none = await exported({ ...WINDOW, entity: 'role' });
    expect(none.res.headers['x-total-count']).toBe('0');
    expect(none.rows).toEqual([]);
  });
});
