import {
  type CustomerDetail,
  customerPaths,
  NO_SUCH_CUSTOMER_MESSAGE,
  PHONE_TAKEN_MESSAGE,
} from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { insertStaff } from '../../test-support/staff-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.database.db, [{ username: 'second', name: 'Sam Second', roles: ['editor'] }]);
  admin = await signIn(t.app, 'admin');
  api = apiAs(t.app, admin);
});
afterAll(() => t.close());

const itemUrl = (id: number) => pathOf(customerPaths.item, { id });

function patch(id: number, payload: Record<string, unknown>, token = admin) {
  return t.app.inject({ method: 'PATCH', url: itemUrl(id), headers: { 'x-token': token }, payload });
}

async function create(payload: Record<string, unknown>): Promise<CustomerDetail> {
  const res = await api.post(customerPaths.list, payload);
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data;
}

async function auditsOf(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

describe('creating a customer', () => {
  it('keeps the profile, makes the first address the default, and records who created them', async () => {
    const created = await create({
      name: '  Mei Lin ',
      phone: '+86 138-0013-8000',
      email: 'mei@example.com',
      gender: 'FEMALE',
      birthday: '1990-04-21',
      tags: ['Wholesale', 'VIP'],
      note: 'Prefers morning calls',
      address: { receiverName: 'Mei Lin', phone: '13800138000', city: 'Hangzhou', line: '1 West Lake Rd' },
    });
    expect(created).toMatchObject({
      name: 'Mei Lin',
      phone: '+8613800138000',
      source: 'STAFF',
      status: 'ACTIVE',
      tags: ['Wholesale', 'VIP'],
      totalSpent: 0,
      orderCount: 0,
      lastOrderAt: null,
      pointsBalance: 0,
      version: 1,
      addresses: [{ receiverName: 'Mei Lin', city: 'Hangzhou', region: '', postalCode: '', isDefault: true }],
    });
    expect((await api.get(itemUrl(created.id))).json().data).toEqual(created);
    const [audit] = await auditsOf(created.id);
    expect(audit).toMatchObject({ action: 'create', before: null });
    expect(audit?.after).toMatchObject({ name: 'Mei Lin', tags: ['Wholesale', 'VIP'] });
  });

  it('refuses a phone another customer has, under the phone field, and writes nothing', async () => {
    await create({ name: 'First', phone: '5550001' });
    const res = await api.post(customerPaths.list, {
      name: 'Second',
      phone: '555-0001',
      address: { receiverName: 'Second', phone: '5550001', city: 'X', line: 'Y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { location: 'body', issues: [{ path: ['phone'], message: PHONE_TAKEN_MESSAGE }] },
    });
    const list = await api.get(customerPaths.list, { q: 'Second' });
    expect(list.json().data.total).toBe(0);
  });

  it('lets exactly one of two creates racing for one phone succeed', async () => {
    const [a, b] = await Promise.all([
      api.post(customerPaths.list, { name: 'Racer A', phone: '5550777' }),
      api.post(customerPaths.list, { name: 'Racer B', phone: '5550777' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().data.issues).toEqual([
      { path: ['phone'], message: PHONE_TAKEN_MESSAGE, code: 'custom' },
    ]);
    expect((await api.get(customerPaths.list, { q: '5550777' })).json().data.total).toBe(1);
  });

  it('lets two customers go without a phone, and refuses bad input field by field', async () => {
    await create({ name: 'No Phone A' });
    await create({ name: 'No Phone B' });
    const bad = await api.post(customerPaths.list, { name: '', phone: '12', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().data.issues.map((i: { path: string[] }) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'phone', 'email']));
  });
});

describe('editing a customer', () => {
  it('replaces the profile at the version read, and refuses a stale version with 40900', async () => {
    const { id } = await create({ name: 'Edit Me', phone: '5550100' });
    const second = await signIn(t.app, 'second');
    const first = await patch(
      id,
      { version: 1, name: 'Edited', phone: '5550101', tags: ['Regular'], note: 'Called back' },
      second,
    );
    expect(first.json().code, first.body).toBe(Codes.OK);
    expect(first.json().data).toMatchObject({
      name: 'Edited',
      phone: '5550101',
      tags: ['Regular'],
      version: 2,
    });

    const stale = await patch(id, { version: 1, name: 'Overwrite' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: Codes.VERSION_CONFLICT,
      data: { updatedBy: 'Sam Second', version: 2 },
    });
    expect((await api.get(itemUrl(id))).json().data).toMatchObject({ name: 'Edited', version: 2 });
    const audits = await auditsOf(id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]?.before).toMatchObject({ name: 'Edit Me', phone: '5550100' });
    expect(audits[1]?.after).toMatchObject({ name: 'Edited', phone: '5550101' });
  });

  it("refuses another customer's phone as a field error, and answers 404 for no such customer", async () => {
    await create({ name: 'Owner', phone: '5550200' });
    const { id } = await create({ name: 'Taker' });
    const taken = await patch(id, { version: 1, name: 'Taker', phone: '5550200' });
    expect(taken.json()).toMatchObject({ code: Codes.VALIDATION, data: { issues: [{ path: ['phone'] }] } });
    const missing = await patch(999_999, { version: 1, name: 'Ghost' });
    expect(missing.json()).toMatchObject({ code: Codes.NOT_FOUND, message: NO_SUCH_CUSTOMER_MESSAGE });
    expect((await api.get(itemUrl(999_999))).statusCode).toBe(404);
  });
});

describe('disabling and enabling', () => {
  it('moves the status at the version read, audits it, and refuses a stale version', async () => {
    const { id } = await create({ name: 'On Off' });
    const off = await api.post(pathOf(customerPaths.status, { id }), { status: 'DISABLED', version: 1 });
    expect(off.json().data).toMatchObject({ status: 'DISABLED', version: 2 });
    const stale = await api.post(pathOf(customerPaths.status, { id }), { status: 'ACTIVE', version: 1 });
    expect(stale.json().code).toBe(Codes.VERSION_CONFLICT);
    expect((await api.get(customerPaths.list, { q: 'On Off', status: 'DISABLED' })).json().data.total).toBe(
      1,
    );
    const on = await api.post(pathOf(customerPaths.status, { id }), { status: 'ACTIVE', version: 2 });
    expect(on.json().data).toMatchObject({ status: 'ACTIVE', version: 3 });
    const again = await api.post(pathOf(customerPaths.status, { id }), { status: 'ACTIVE', version: 3 });
    expect(again.json().data).toMatchObject({ status: 'ACTIVE', version: 3 });
    const audits = await auditsOf(id);
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ['create', expect.anything()],
      ['status', { status: 'DISABLED' }],
      ['status', { status: 'ACTIVE' }],
    ]);
  });
});

describe('without a token', () => {
  it('answers 50008 on every customer route', async () => {
    const anonymous = apiAs(t.app);
    const id = 1;
    const addressId = 1;
    const calls = [
      anonymous.get(customerPaths.list),
      anonymous.post(customerPaths.list, { name: 'X' }),
      anonymous.get(customerPaths.export),
      anonymous.get(customerPaths.tags),
      anonymous.get(pathOf(customerPaths.item, { id })),
      t.app.inject({ method: 'PATCH', url: itemUrl(id), payload: { version: 1, name: 'X' } }),
      anonymous.post(pathOf(customerPaths.status, { id }), { status: 'DISABLED', version: 1 }),
      anonymous.post(pathOf(customerPaths.addresses, { id }), {}),
      anonymous.put(pathOf(customerPaths.address, { id, addressId }), {}),
      anonymous.delete(pathOf(customerPaths.address, { id, addressId })),
      anonymous.get(pathOf(customerPaths.timeline, { id })),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(Codes.ILLEGAL_TOKEN);
    }
  });
});
