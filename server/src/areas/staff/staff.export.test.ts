import { api } from '@shop/contract/api';
import type { StaffListItem } from '@shop/contract/areas/staff';
import { XLSX_CONTENT_TYPE } from '@shop/contract/list';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../db/schema.js';
import { keysetBatches } from '../../http/list-order.js';
import { bulkStaff, insertStaff } from '../../test-support/staff-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { staffBatch } from './staff.table.js';

let t: TestApp;
let admin: string;
// More than two export batches (500), so the keyset is crossed twice.
const BULK = 1_150;
beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.database.db, bulkStaff('bulk', BULK));
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

/** Every row of the list for these filters, page by page (100 at a time). */
async function listed(query: Record<string, string>): Promise<StaffListItem[]> {
  const rows: StaffListItem[] = [];
  for (let page = 1; ; page++) {
    const search = new URLSearchParams({ ...query, page: String(page), pageSize: '100' });
    const res = await t.app.inject({ url: `${api.listStaff.path}?${search}`, headers: { 'x-token': admin } });
    const data = res.json().data;
    rows.push(...data.items);
    if (page * 100 >= data.total) return rows;
  }
}

async function exported(query: Record<string, string>) {
  const res = await t.app.inject({
    url: `${api.exportStaff.path}?${new URLSearchParams({ lang: 'en', ...query })}`,
    headers: { 'x-token': admin },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { res, header: rows[0], rows: rows.slice(1) };
}

/** A moment on the shop's clock (Europe/Madrid unless the shop set another), as the sheet writes it. */
function madrid(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const roleNames: Record<string, string> = { developer: 'Developer', admin: 'Admin', editor: 'Editor' };

/** A list item as the sheet has it (English, the default test language). */
function asSheetRow(item: StaffListItem): unknown[] {
  return [
    item.id,
    item.username,
    item.name,
    item.roles.map((r) => roleNames[r]).join(', '),
    item.disabled ? 'Disabled' : 'Active',
    ...(item.lastLoginAt ? [madrid(item.lastLoginAt)] : [undefined]),
    madrid(item.createdAt),
  ];
}

describe('GET staff export', () => {
  it('streams an xlsx of every matching row, in the list order, with the row count in a header', async () => {
    const query = { role: 'editor', q: 'BULK', sort: 'lastLoginAt:desc' };
    const { res, header, rows } = await exported(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="staff-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    expect(header).toEqual([
      'ID',
      'Username',
      'Name',
      'Roles',
      'Status',
      'Last login (Europe/Madrid)',
      'Created at (Europe/Madrid)',
    ]);

    const expected = await listed(query);
    expect(expected.length).toBeGreaterThan(500);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    expect(rows).toEqual(expected.map(asSheetRow));
  });

  it('exports every row across batch boundaries for each sort (no repeats, no gaps)', async () => {
    for (const sort of ['createdAt:desc', 'createdAt:asc', 'username:asc', 'name:desc', 'lastLoginAt:asc']) {
      const { res, rows } = await exported({ sort });
      expect(res.headers['x-total-count']).toBe(String(BULK + 3));
      expect(rows.map((r) => r[0])).toEqual((await listed({ sort })).map((i) => i.id));
    }
  });

  it('keyset batches of any size walk the same rows as the list', async () => {
    const filters = {
      role: 'admin' as const,
      sort: 'createdAt:asc' as const,
      q: undefined,
      status: undefined,
    };
    const walked: number[] = [];
    for await (const batch of keysetBatches(
      (after, limit) => staffBatch(t.database.db, filters, after, limit),
      7,
    )) {
      expect(batch.length).toBeLessThanOrEqual(7);
      walked.push(...batch.map((r) => r.id));
    }
    expect(walked).toEqual((await listed({ role: 'admin', sort: 'createdAt:asc' })).map((i) => i.id));
  });

  it('names a custom role by its label, in every language, and a built-in one by its translation', async () => {
    await t.database.db.insert(role).values({ name: 'packer-x', label: 'Packer (warehouse)' });
    await insertStaff(t.database.db, [{ username: 'packy', roles: ['packer-x', 'editor'] }]);
    for (const [lang, editor] of [
      ['en', 'Editor'],
      ['zh', '编辑'],
    ] as const) {
      const { rows } = await exported({ q: 'packy', lang });
      expect(rows.map((r) => r[3])).toEqual([`Packer (warehouse), ${editor}`]);
    }
    const { header, rows } = await exported({ q: 'packy', codes: 'true' });
    expect(rows[0]?.[(header ?? []).indexOf('roles_code')]).toBe('packer-x,editor');
  });

  it('answers an empty match with a header-only sheet, and bad filters with 400', async () => {
    const { res, rows } = await exported({ q: 'nobody-by-this-name' });
    expect(res.headers['x-total-count']).toBe('0');
    expect(rows).toEqual([]);
    const bad = await t.app.inject({
      url: `${api.exportStaff.path}?sort=id:asc`,
      headers: { 'x-token': admin },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: api.exportStaff.path });
    expect(anonymous.json().code).toBe(50008);
  });
});
