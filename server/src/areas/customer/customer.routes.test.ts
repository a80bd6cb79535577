import type { CustomerDetail } from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const t = useTestApp();
let admin: Caller;
beforeAll(async () => {
  await insertStaff(t.db, [{ username: 'second', name: 'Sam Second', roles: ['editor'] }]);
  admin = await t.as('admin');
});

const patch = (id: number, body: Record<string, unknown>, caller = admin) =>
  caller.call('updateCustomer', { params: { id }, body });

const read = (id: number) => admin.call('getCustomer', { params: { id } });

async function create(body: Record<string, unknown>): Promise<CustomerDetail> {
  const res = await admin.call('createCustomer', { body });
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data;
}

const total = async (query: Record<string, unknown>) =>
  (await admin.call('listCustomers', { query })).json().data.total;

async function auditsOf(id: number) {
  return t.db
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
    expect((await read(created.id)).json().data).toEqual(created);
    const [audit] = await auditsOf(created.id);
    expect(audit).toMatchObject({ action: 'create', before: null });
    expect(audit?.after).toMatchObject({ name: 'Mei Lin', tags: ['Wholesale', 'VIP'] });
  });

  it('refuses a phone another customer has, under the phone field, and writes nothing', async () => {
    await create({ name: 'First', phone: '5550001' });
    const res = await admin.call('createCustomer', {
      body: {
        name: 'Second',
        phone: '555-0001',
        address: { receiverName: 'Second', phone: '5550001', city: 'X', line: 'Y' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: Codes.VALIDATION,
      key: 'customer.phoneTaken',
      data: {
        location: 'body',
        issues: [
          { path: ['phone'], key: 'customer.phoneTaken', message: 'Another customer has this phone number' },
        ],
      },
    });
    expect(await total({ q: 'Second' })).toBe(0);
  });

  it('lets exactly one of two creates racing for one phone succeed', async () => {
    const [a, b] = await Promise.all([
      admin.call('createCustomer', { body: { name: 'Racer A', phone: '5550777' } }),
      admin.call('createCustomer', { body: { name: 'Racer B', phone: '5550777' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().data.issues).toEqual([
      {
        path: ['phone'],
        message: 'Another customer has this phone number',
        code: 'custom',
        key: 'customer.phoneTaken',
        params: {},
      },
    ]);
    expect(await total({ q: '5550777' })).toBe(1);
  });

  it('lets two customers go without a phone, and refuses bad input field by field, by key', async () => {
    await create({ name: 'No Phone A' });
    await create({ name: 'No Phone B' });
    const bad = await admin.call('createCustomer', {
      body: { name: '', phone: '12', email: 'nope', tags: ['a;b', 'x'.repeat(33)], note: 'n'.repeat(1001) },
    });
    expect(bad.statusCode).toBe(400);
    const issues = bad
      .json()
      .data.issues.map((i: { path: (string | number)[]; key: string; params: object }) => [
        i.path.join('.'),
        i.key,
        i.params,
      ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', 'customer.nameRequired', expect.anything()],
        ['phone', 'customer.phoneFormat', expect.anything()],
        ['email', 'customer.emailFormat', expect.anything()],
        ['tags.0', 'customer.tagChars', expect.anything()],
        ['tags.1', 'customer.tagTooLong', { max: 32 }],
        ['note', 'field.tooLong', { max: 1000 }],
      ]),
    );
  });
});

describe('editing a customer', () => {
  it('replaces the profile at the version read, and refuses a stale version with 40900', async () => {
    const { id } = await create({ name: 'Edit Me', phone: '5550100' });
    const second = await t.as('second');
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
      key: 'request.staleVersion',
      params: { by: 'Sam Second' },
      data: { updatedBy: 'Sam Second', version: 2 },
    });
    expect((await read(id)).json().data).toMatchObject({ name: 'Edited', version: 2 });
    const audits = await auditsOf(id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]?.before).toMatchObject({ name: 'Edit Me', phone: '5550100' });
    expect(audits[1]?.after).toMatchObject({ name: 'Edited', phone: '5550101' });
  });

  it("refuses another customer's phone as a field error, and answers 404 for no such customer", async () => {
    await create({ name: 'Owner', phone: '5550200' });
    const { id } = await create({ name: 'Taker' });
    const taken = await patch(id, { version: 1, name: 'Taker', phone: '5550200' });
    expect(taken.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['phone'], key: 'customer.phoneTaken' }] },
    });
    const missing = await patch(999_999, { version: 1, name: 'Ghost' });
    expect(missing.json()).toMatchObject({
      code: Codes.NOT_FOUND,
      key: 'customer.notFound',
      message: 'No such customer',
    });
    const unread = await read(999_999);
    expect(unread.statusCode).toBe(404);
    expect(unread.json().key).toBe('customer.notFound');
  });
});

describe('disabling and enabling', () => {
  it('moves the status at the version read, audits it, and refuses a stale version', async () => {
    const { id } = await create({ name: 'On Off' });
    const status = (body: { status: 'ACTIVE' | 'DISABLED'; version: number }) =>
      admin.call('setCustomerStatus', { params: { id }, body });
    const off = await status({ status: 'DISABLED', version: 1 });
    expect(off.json().data).toMatchObject({ status: 'DISABLED', version: 2 });
    const stale = await status({ status: 'ACTIVE', version: 1 });
    expect(stale.json()).toMatchObject({ code: Codes.VERSION_CONFLICT, key: 'request.staleVersion' });
    expect(await total({ q: 'On Off', status: 'DISABLED' })).toBe(1);
    const on = await status({ status: 'ACTIVE', version: 2 });
    expect(on.json().data).toMatchObject({ status: 'ACTIVE', version: 3 });
    const again = await status({ status: 'ACTIVE', version: 3 });
    expect(again.json().data).toMatchObject({ status: 'ACTIVE', version: 3 });
    const audits = await auditsOf(id);
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ['create', expect.anything()],
      ['status', { status: 'DISABLED' }],
      ['status', { status: 'ACTIVE' }],
    ]);
    const missing = await admin.call('setCustomerStatus', {
      params: { id: 999_999 },
      body: { status: 'ACTIVE', version: 1 },
    });
    expect(missing.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'customer.notFound' });
  });
});

describe('without a token', () => {
  it('answers 50008 on every customer route', async () => {
    const anonymous = t.anonymous();
    const params = { id: 1 };
    const addressParams = { id: 1, addressId: 1 };
    const calls = [
      anonymous.call('listCustomers'),
      anonymous.call('createCustomer', { body: { name: 'X' } }),
      anonymous.call('exportCustomers'),
      anonymous.call('listCustomerTags'),
      anonymous.call('getCustomer', { params }),
      anonymous.call('updateCustomer', { params, body: { version: 1, name: 'X' } }),
      anonymous.call('setCustomerStatus', { params, body: { status: 'DISABLED', version: 1 } }),
      anonymous.call('addCustomerAddress', { params, body: {} }),
      anonymous.call('editCustomerAddress', { params: addressParams, body: {} }),
      anonymous.call('deleteCustomerAddress', { params: addressParams }),
      anonymous.call('customerTimeline', { params }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(Codes.ILLEGAL_TOKEN);
    }
  });
});
