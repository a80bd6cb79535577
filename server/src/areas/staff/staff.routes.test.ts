import { api } from '@shop/contract/api';
import type { StaffListItem } from '@shop/contract/areas/staff';
import { fillPath } from '@shop/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkStaff, insertStaff } from '../../test-support/staff-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.database.db, bulkStaff('bulk', 40));
  admin = await signIn(t.app, 'admin');
  editor = await signIn(t.app, 'editor');
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>, token = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ url: `${api.listStaff.path}?${search}`, headers: { 'x-token': token } });
}

async function items(query: Record<string, string | number>): Promise<StaffListItem[]> {
  const res = await list({ pageSize: 100, ...query });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

/** Every row of a query, page by page. */
async function allPages(query: Record<string, string | number>, pageSize: number) {
  const rows: StaffListItem[] = [];
  for (let page = 1; ; page++) {
    const data = (await list({ ...query, page, pageSize })).json().data;
    rows.push(...data.items);
    if (page * pageSize >= data.total) return { rows, total: data.total as number };
  }
}

const lower = (s: string) => s.toLowerCase();

describe('GET staff list', () => {
  it('answers { items, total, page, pageSize } with a version on each item, newest first', async () => {
    const data = (await list({})).json().data;
    expect(data).toMatchObject({ total: 43, page: 1, pageSize: 20 });
    expect(data.items).toHaveLength(20);
    expect(Object.keys(data.items[0]).sort()).toEqual(
      [
        'avatar',
        'createdAt',
        'disabled',
        'id',
        'lastLoginAt',
        'name',
        'roles',
        'updatedAt',
        'username',
        'version',
      ].sort(),
    );
    expect(data.items[0].version).toBe(1);
    const created = data.items.map((i: StaffListItem) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by role, status and a case-insensitive search of username or name', async () => {
    const editors = await items({ role: 'editor' });
    expect(editors.length).toBeGreaterThan(0);
    expect(editors.every((i) => i.roles.includes('editor'))).toBe(true);
    expect(editors.map((i) => i.username)).toContain('editor');
    expect(editors.map((i) => i.username)).not.toContain('admin');

    const disabled = await items({ status: 'disabled' });
    expect(disabled.map((i) => i.username).sort()).toEqual(
      ['bulk0001', 'bulk0006', 'bulk0011', 'bulk0016', 'bulk0021', 'bulk0026', 'bulk0031', 'bulk0036'].sort(),
    );
    expect((await items({ status: 'active' })).every((i) => !i.disabled)).toBe(true);

    expect((await items({ q: 'ADA' })).map((i) => i.username)).toEqual(['admin']);
    const zoes = await items({ q: 'zOe', role: 'editor', status: 'active' });
    expect(zoes.length).toBeGreaterThan(0);
    expect(zoes.every((i) => i.name.startsWith('Zoe') && i.roles.includes('editor') && !i.disabled)).toBe(
      true,
    );
    expect(await items({ q: '%' })).toEqual([]);
  });

  it('sorts by username, name, createdAt and lastLoginAt both ways, ties broken by id', async () => {
    const byUsername = (await items({ sort: 'username:asc' })).map((i) => lower(i.username));
    expect(byUsername).toEqual([...byUsername].sort());
    const byName = (await items({ sort: 'name:desc' })).map((i) => lower(i.name));
    expect(byName).toEqual([...byName].sort().reverse());

    const byLogin = await items({ sort: 'lastLoginAt:asc' });
    const firstSignedIn = byLogin.findIndex((i) => i.lastLoginAt !== null);
    // Never signed in counts as oldest.
    expect(byLogin.slice(firstSignedIn).every((i) => i.lastLoginAt !== null)).toBe(true);
    expect(byLogin.slice(0, firstSignedIn).every((i) => i.lastLoginAt === null)).toBe(true);
    const times = byLogin.slice(firstSignedIn).map((i) => i.lastLoginAt ?? '');
    expect(times).toEqual([...times].sort());

    // bulk0001..0003 were created at the same instant: they sit together, in id order.
    const triple = ['bulk0001', 'bulk0002', 'bulk0003'];
    for (const direction of ['asc', 'desc']) {
      const byCreated = (await items({ sort: `createdAt:${direction}` })).map((i) => i.username);
      const together = direction === 'asc' ? triple : [...triple].reverse();
      const at = byCreated.indexOf(together[0] ?? '');
      expect(byCreated.slice(at, at + 3)).toEqual(together);
    }
  });

  it('pages without overlap or gaps, in every sort', async () => {
    for (const sort of ['createdAt:desc', 'username:asc', 'lastLoginAt:desc', 'name:asc']) {
      const whole = await items({ sort });
      const { rows, total } = await allPages({ sort }, 7);
      expect(total).toBe(43);
      expect(rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    }
    const past = (await list({ page: 99, pageSize: 10 })).json().data;
    expect(past).toMatchObject({ items: [], total: 43, page: 99 });
  });

  it.each([
    [{ sort: 'bogus' }, 'sort'],
    [{ sort: 'passwordHash:asc' }, 'sort'],
    [{ sort: 'username:up' }, 'sort'],
    [{ role: 'Owner!' }, 'role'],
    [{ status: 'gone' }, 'status'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ page: 0 }, 'page'],
  ])('refuses %o with 400 naming the field', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, data: { location: 'querystring' } });
    expect(res.json().data.issues[0].path).toEqual([field]);
  });
});

describe('access', () => {
  it('refuses editors with 403 on every staff endpoint', async () => {
    const [id] = await insertStaff(t.database.db, [{ username: 'target403' }]);
    const calls = [
      { method: 'GET' as const, url: api.listStaff.path },
      { method: 'GET' as const, url: api.exportStaff.path },
      { method: 'GET' as const, url: fillPath(api.getStaff.path, { id }) },
      {
        method: 'PATCH' as const,
        url: fillPath(api.getStaff.path, { id }),
        payload: { version: 1, name: 'Hacked' },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { 'x-token': editor } });
      expect([call.url, res.statusCode, res.json().code]).toEqual([call.url, 403, 40300]);
    }
    const row = await t.app.inject({
      url: fillPath(api.getStaff.path, { id }),
      headers: { 'x-token': admin },
    });
    expect(row.json().data).toMatchObject({ name: 'target403', version: 1 });
  });
});
