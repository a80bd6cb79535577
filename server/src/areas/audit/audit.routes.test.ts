import { api } from '@shop/contract/api';
import type { AuditEntry, AuditListItem } from '@shop/contract/areas/audit';
import { AUDIT_LIST_COUNT_CAP, entitiesOfArea } from '@shop/contract/areas/audit-codes';
import type { StaffListItem } from '@shop/contract/areas/staff';
import { fillPath } from '@shop/contract/endpoint';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, role, rolePermission, staffUser } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const t = useTestApp();
let admin: Caller;

/** Rows of a quiet year (2025), away from what the app writes now: three share each hour. */
interface Fixture {
  id: number;
  at: Date;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string;
}
let fixture: Fixture[] = [];
let adminId = 0;
let editorId = 0;
const BASE = Date.parse('2025-03-01T00:00:00Z');
const HOUR = 3_600_000;
const YEAR_2025 = { from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };

const entities = ['shop_order', 'product_spu', 'config_entry', 'customer', 'product_category'];
const actions = ['update', 'create', 'status', 'status.undone'];

async function idOf(username: string): Promise<number> {
  const [row] = await t.db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(eq(staffUser.username, username));
  return row?.id ?? 0;
}

/** A custom role holding exactly `permissions`, and a member signed in with it. */
async function memberWith(name: string, permissions: string[]): Promise<Caller> {
  await t.db.insert(role).values({ name, label: name });
  await t.db.insert(rolePermission).values(permissions.map((permission) => ({ role: name, permission })));
  await insertStaff(t.db, [{ username: `${name}-member`, roles: [name] }]);
  return t.as(`${name}-member`);
}

beforeAll(async () => {
  admin = await t.as('admin');
  adminId = await idOf('admin');
  editorId = await idOf('editor');
  const values = Array.from({ length: 60 }, (_, i) => ({
    at: new Date(BASE + Math.floor(i / 3) * HOUR),
    actorId: [adminId, editorId, null][i % 3] ?? null,
    action: actions[i % 4] as string,
    entity: entities[i % 5] as string,
    entityId: entities[i % 5] === 'config_entry' ? 'shop_name' : String(100 + (i % 7)),
    before: i % 4 === 1 ? null : { name: 'Before', n: i, tags: ['a'] },
    after: { name: i % 2 ? 'After' : 'Before', n: i, tags: i % 6 ? ['a'] : ['a', 'b'] },
    ip: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (fixture)',
  }));
  const inserted = await t.db.insert(auditLog).values(values).returning({ id: auditLog.id });
  fixture = values.map((v, i) => ({ ...v, id: inserted[i]?.id ?? 0 }));
});

type Query = Record<string, string | number>;

async function page(query: Query, caller: Caller = admin) {
  const res = await caller.call('listAudit', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AuditListItem[]; total: number; totalCapped: boolean };
}

/** Every row of a query, page by page. */
async function all(query: Query, pageSize = 7): Promise<AuditListItem[]> {
  const rows: AuditListItem[] = [];
  for (let n = 1; ; n++) {
    const data = await page({ ...query, page: n, pageSize });
    rows.push(...data.items);
    if (n * pageSize >= data.total) return rows;
  }
}

/** The fixture's ids a filter should find, newest first (ties: the later id first). */
function expected(keep: (row: Fixture) => boolean, order: 'desc' | 'asc' = 'desc'): number[] {
  const sign = order === 'desc' ? -1 : 1;
  return fixture
    .filter(keep)
    .sort((a, b) => sign * (a.at.getTime() - b.at.getTime() || a.id - b.id))
    .map((r) => r.id);
}

describe('GET audit list', () => {
  it('lists newest first, a shared moment by id, in pages that neither overlap nor skip', async () => {
    const rows = await all(YEAR_2025);
    expect(rows.map((r) => r.id)).toEqual(expected(() => true));
    const asc = await all({ ...YEAR_2025, sort: 'at:asc' });
    expect(asc.map((r) => r.id)).toEqual(expected(() => true, 'asc'));
    const first = await page({ ...YEAR_2025, pageSize: 5 });
    expect(first).toMatchObject({ total: 60, totalCapped: false });
  });

  it("answers each row's fields, its actor's names and the fields it changed", async () => {
    const rows = await all(YEAR_2025, 100);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const row0 = byId.get(fixture[0]?.id ?? 0);
    expect(row0).toEqual({
      id: fixture[0]?.id,
      at: new Date(BASE).toISOString(),
      actor: { id: adminId, username: 'admin', name: expect.any(String) },
      action: 'update',
      entity: 'shop_order',
      entityId: '100',
      area: 'order',
      ip: '10.0.0.1',
      userAgent: 'Mozilla/5.0 (fixture)',
      // Same name, same n; the tags grew.
      changed: ['tags'],
    });
    // A create (no before) names what it set; the system has no actor.
    const created = byId.get(fixture[1]?.id ?? 0);
    expect(created).toMatchObject({ action: 'create', actor: { username: 'editor' } });
    expect([...(created?.changed ?? [])].sort()).toEqual(['n', 'name', 'tags']);
    expect(byId.get(fixture[2]?.id ?? 0)?.actor).toBeNull();
    expect(byId.get(fixture[3]?.id ?? 0)?.changed).toEqual(['name']);
  });

  it('filters by staff, the system, area, action, record and dates', async () => {
    const ids = async (query: Query) => (await all({ ...YEAR_2025, ...query })).map((r) => r.id);
    expect(await ids({ actor: editorId })).toEqual(expected((r) => r.actorId === editorId));
    expect(await ids({ actor: 'system' })).toEqual(expected((r) => r.actorId === null));
    expect(await ids({ area: 'product' })).toEqual(
      expected((r) => (entitiesOfArea('product') as string[]).includes(r.entity)),
    );
    expect(await ids({ action: 'status.undone' })).toEqual(expected((r) => r.action === 'status.undone'));
    expect(await ids({ entity: 'customer' })).toEqual(expected((r) => r.entity === 'customer'));
    expect(await ids({ entity: 'shop_order', entityId: '103' })).toEqual(
      expected((r) => r.entity === 'shop_order' && r.entityId === '103'),
    );
    // An id alone, in every table (or the area's).
    expect(await ids({ entityId: '103' })).toEqual(expected((r) => r.entityId === '103'));
    expect(await ids({ entityId: '103', area: 'product' })).toEqual(
      expected((r) => r.entityId === '103' && r.entity.startsWith('product_')),
    );
    expect(await ids({ entityId: 'shop_name', entity: 'config_entry', actor: adminId })).toEqual(
      expected((r) => r.entityId === 'shop_name' && r.actorId === adminId),
    );
    // `from` is inclusive, `to` exclusive.
    const from = new Date(BASE + 2 * HOUR).toISOString();
    const to = new Date(BASE + 5 * HOUR).toISOString();
    expect(await ids({ from, to })).toEqual(
      expected((r) => r.at.getTime() >= BASE + 2 * HOUR && r.at.getTime() < BASE + 5 * HOUR),
    );
    expect(await ids({ actor: 'system', area: 'order', action: 'update' })).toEqual(
      expected((r) => r.actorId === null && r.entity === 'shop_order' && r.action === 'update'),
    );
  });

  it('refuses filters it does not know with 400', async () => {
    for (const query of [
      { area: 'nowhere' },
      { entity: 'pg_authid' },
      { actor: 'someone' },
      { sort: 'id:asc' },
    ]) {
      const res = await admin.call('listAudit', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('counts up to the cap, then says so', async () => {
    // Another quiet year, so the rows above keep their own counts.
    await t.db.execute(sql`
      INSERT INTO audit_log (actor_id, action, entity, entity_id, at)
      SELECT NULL, 'update', 'product_sku', n::text, timestamptz '2024-06-01' + n * interval '1 second'
      FROM generate_series(1, ${AUDIT_LIST_COUNT_CAP + 5}) AS n`);
    const data = await page({ from: '2024-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' });
    expect(data).toMatchObject({ total: AUDIT_LIST_COUNT_CAP, totalCapped: true });
    expect(data.items[0]?.entityId).toBe(String(AUDIT_LIST_COUNT_CAP + 5));
    const one = await page({ entity: 'product_sku', entityId: '42' });
    expect(one).toMatchObject({ total: 1, totalCapped: false });
  });
});

describe('a change through the API', () => {
  it('is on the list with who, from where, with which browser, and its before and after', async () => {
    const [member] = (await admin.ok('listStaff', { query: { q: 'editor' } })).items as StaffListItem[];
    const res = await t.app.inject({
      method: 'PATCH',
      url: fillPath(api.updateStaff.path, { id: member?.id }),
      headers: { 'x-token': admin.token ?? '', 'user-agent': 'AuditTest/2.0 (X11; Linux)' },
      payload: { version: member?.version, name: 'Edith Audited' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await page({ entity: 'staff_user', entityId: String(member?.id), pageSize: 1 })).items;
    expect(row).toMatchObject({
      actor: { id: adminId, username: 'admin' },
      action: 'update',
      area: 'staff',
      ip: '127.0.0.1',
      userAgent: 'AuditTest/2.0 (X11; Linux)',
    });
    expect([...(row?.changed ?? [])].sort()).toEqual(['name', 'updatedAt', 'version']);

    const entry = (await admin.ok('getAuditEntry', { params: { id: row?.id ?? 0 } })) as AuditEntry;
    expect(entry).toMatchObject({ id: row?.id, changed: row?.changed });
    expect(entry.before).toMatchObject({ name: member?.name, version: member?.version });
    expect(entry.after).toMatchObject({ name: 'Edith Audited', version: (member?.version ?? 0) + 1 });
    // Never a secret: the staff row's audit has no password hash.
    expect(JSON.stringify(entry)).not.toMatch(/password|hash|token/i);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const res = await admin.call('getAuditEntry', { params: { id: 2_000_000_000 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, key: 'audit.notFound' });
  });
});

describe('who may read it', () => {
  it('refuses the list, an entry, the staff names and the export without `audit`', async () => {
    const editor = await t.as('editor');
    const id = fixture[0]?.id ?? 1;
    for (const res of [
      await editor.call('listAudit'),
      await editor.call('getAuditEntry', { params: { id } }),
      await editor.call('listAuditActors'),
      await editor.call('exportAudit'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 40300, key: 'request.forbidden' });
    }
  });

  it('lets a role with `audit` read it but export only with `audit.export`', async () => {
    const reader = await memberWith('audit-reader', ['audit']);
    expect((await reader.call('listAudit')).statusCode).toBe(200);
    expect((await reader.call('getAuditEntry', { params: { id: fixture[0]?.id ?? 1 } })).statusCode).toBe(
      200,
    );
    const actors = await reader.ok('listAuditActors');
    expect(actors.items.map((a) => a.username)).toEqual(expect.arrayContaining(['admin', 'editor']));
    expect(Object.keys(actors.items[0] ?? {}).sort()).toEqual(['id', 'name', 'username']);
    expect((await reader.call('exportAudit')).statusCode).toBe(403);

    const exporter = await memberWith('audit-exporter', ['audit', 'audit.export']);
    expect((await exporter.call('exportAudit', { query: YEAR_2025 })).statusCode).toBe(200);
  });
});
