import { type AddressBody, type CustomerDetail, MAX_ADDRESSES } from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

const t = useTestApp();
let api: Caller;
beforeAll(async () => {
  api = await t.as('editor');
});

const address = (city: string, isDefault = false): AddressBody => ({
  receiverName: `Receiver in ${city}`,
  phone: '5550123',
  city,
  line: `1 ${city} Road`,
  isDefault,
});

async function newCustomer(name: string): Promise<CustomerDetail> {
  return api.ok('createCustomer', { body: { name } });
}

async function add(id: number, body: AddressBody) {
  const res = await api.call('addCustomerAddress', { params: { id }, body });
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data as CustomerDetail;
}

const cities = (c: CustomerDetail) => c.addresses.map((a) => `${a.city}${a.isDefault ? '*' : ''}`);
const idOf = (c: CustomerDetail, city: string) => c.addresses.find((a) => a.city === city)?.id as number;

describe("a customer's addresses", () => {
  it('makes the first the default, moves the default when asked, and lists the default first', async () => {
    const { id } = await newCustomer('Addresses');
    expect(cities(await add(id, address('Oslo')))).toEqual(['Oslo*']);
    expect(cities(await add(id, address('Rome')))).toEqual(['Oslo*', 'Rome']);
    const moved = await add(id, address('Lima', true));
    expect(cities(moved)).toEqual(['Lima*', 'Oslo', 'Rome']);
    // Each change bumps the customer's version: the base version 1 plus three.
    expect(moved.version).toBe(4);
  });

  it('keeps exactly one default when two first addresses arrive at once', async () => {
    const { id } = await newCustomer('Racing');
    const answers = await Promise.all([
      api.call('addCustomerAddress', { params: { id }, body: address('Oslo') }),
      api.call('addCustomerAddress', { params: { id }, body: address('Rome') }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const detail = await api.ok('getCustomer', { params: { id } });
    expect(detail.addresses).toHaveLength(2);
    expect(detail.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(detail.version).toBe(3);
  });

  it('edits an address in place, moves the default to it on request, and keeps a default', async () => {
    const { id } = await newCustomer('Editing');
    await add(id, address('Oslo'));
    const two = await add(id, address('Rome'));
    const rome = idOf(two, 'Rome');
    const edit = (body: AddressBody) =>
      api.ok('editCustomerAddress', { params: { id, addressId: rome }, body });
    const edited = await edit({ ...address('Roma'), line: 'Via Appia 2' });
    expect(cities(edited)).toEqual(['Oslo*', 'Roma']);
    expect(edited.addresses[1]).toMatchObject({ id: rome, line: 'Via Appia 2' });
    expect(cities(await edit(address('Roma', true)))).toEqual(['Roma*', 'Oslo']);
    // Unmarking the only default leaves it the default: a customer with addresses always has one.
    expect(cities(await edit(address('Roma', false)))).toEqual(['Roma*', 'Oslo']);
  });

  it('deleting the default hands it to the newest remaining address', async () => {
    const { id } = await newCustomer('Deleting');
    await add(id, address('Oslo'));
    await add(id, address('Rome'));
    const three = await add(id, address('Lima'));
    const oslo = idOf(three, 'Oslo');
    const remove = (addressId: number) => api.ok('deleteCustomerAddress', { params: { id, addressId } });
    const after = await remove(oslo);
    expect(cities(after)).toEqual(['Lima*', 'Rome']);
    const left = await remove(idOf(after, 'Rome'));
    expect(cities(left)).toEqual(['Lima*']);
    const none = await remove(idOf(left, 'Lima'));
    expect(none.addresses).toEqual([]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual([
      'create',
      'address.add',
      'address.add',
      'address.add',
      'address.delete',
      'address.delete',
      'address.delete',
    ]);
  });

  it("refuses another customer's address, an unknown customer, and more than the maximum", async () => {
    const owner = await newCustomer('Owner');
    const other = await newCustomer('Other');
    const addressId = idOf(await add(owner.id, address('Oslo')), 'Oslo');
    const foreign = await api.call('deleteCustomerAddress', { params: { id: other.id, addressId } });
    expect(foreign.json()).toMatchObject({
      code: Codes.NOT_FOUND,
      key: 'customer.noSuchAddress',
      message: 'No such address',
    });
    const editForeign = await api.call('editCustomerAddress', {
      params: { id: other.id, addressId },
      body: address('Oslo'),
    });
    expect(editForeign.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'customer.noSuchAddress' });
    const nobody = await api.call('addCustomerAddress', { params: { id: 999_999 }, body: address('Oslo') });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().key).toBe('customer.notFound');
    const bad = await api.call('addCustomerAddress', { params: { id: owner.id }, body: { city: '' } });
    expect(bad.json().code).toBe(Codes.VALIDATION);
    const keyed = bad
      .json()
      .data.issues.map((i: { path: string[]; key: string }) => [i.path.join('.'), i.key]);
    expect(keyed).toEqual(
      expect.arrayContaining([
        ['receiverName', 'field.required'],
        ['city', 'customer.cityRequired'],
        ['line', 'field.required'],
      ]),
    );

    for (let i = 1; i < MAX_ADDRESSES; i++) await add(owner.id, address(`City ${i}`));
    const tooMany = await api.call('addCustomerAddress', {
      params: { id: owner.id },
      body: address('One more'),
    });
    expect(tooMany.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'customer.tooManyAddresses',
      params: { max: MAX_ADDRESSES },
      message: `A customer keeps at most ${MAX_ADDRESSES} addresses`,
    });
    const detail = await api.ok('getCustomer', { params: { id: owner.id } });
    expect(detail.addresses).toHaveLength(MAX_ADDRESSES);
  });

  it('makes a stale profile edit fail after an address change', async () => {
    const created = await newCustomer('Stale');
    await add(created.id, address('Oslo'));
    const admin = await t.as('admin');
    const res = await admin.call('updateCustomer', {
      params: { id: created.id },
      body: { version: created.version, name: 'Stale edit' },
    });
    expect(res.json()).toMatchObject({ code: Codes.VERSION_CONFLICT, key: 'request.staleVersion' });
  });
});
