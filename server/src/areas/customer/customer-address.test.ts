import {
  type AddressBody,
  type CustomerDetail,
  customerPaths,
  MAX_ADDRESSES,
  NO_SUCH_ADDRESS_MESSAGE,
  TOO_MANY_ADDRESSES_MESSAGE,
} from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'editor'));
});
afterAll(() => t.close());

const address = (city: string, isDefault = false): AddressBody => ({
  receiverName: `Receiver in ${city}`,
  phone: '5550123',
  city,
  line: `1 ${city} Road`,
  isDefault,
});

async function newCustomer(name: string): Promise<CustomerDetail> {
  return (await api.post(customerPaths.list, { name })).json().data;
}

async function add(id: number, body: AddressBody) {
  const res = await api.post(pathOf(customerPaths.addresses, { id }), body);
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
    const url = pathOf(customerPaths.addresses, { id });
    const answers = await Promise.all([api.post(url, address('Oslo')), api.post(url, address('Rome'))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const detail = (await api.get(pathOf(customerPaths.item, { id }))).json().data as CustomerDetail;
    expect(detail.addresses).toHaveLength(2);
    expect(detail.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(detail.version).toBe(3);
  });

  it('edits an address in place, moves the default to it on request, and keeps a default', async () => {
    const { id } = await newCustomer('Editing');
    await add(id, address('Oslo'));
    const two = await add(id, address('Rome'));
    const rome = idOf(two, 'Rome');
    const url = pathOf(customerPaths.address, { id, addressId: rome });
    const edited = (await api.put(url, { ...address('Roma'), line: 'Via Appia 2' })).json().data;
    expect(cities(edited)).toEqual(['Oslo*', 'Roma']);
    expect(edited.addresses[1]).toMatchObject({ id: rome, line: 'Via Appia 2' });
    expect(cities((await api.put(url, address('Roma', true))).json().data)).toEqual(['Roma*', 'Oslo']);
    // Unmarking the only default leaves it the default: a customer with addresses always has one.
    expect(cities((await api.put(url, address('Roma', false))).json().data)).toEqual(['Roma*', 'Oslo']);
  });

  it('deleting the default hands it to the newest remaining address', async () => {
    const { id } = await newCustomer('Deleting');
    await add(id, address('Oslo'));
    await add(id, address('Rome'));
    const three = await add(id, address('Lima'));
    const oslo = idOf(three, 'Oslo');
    const after = (await api.delete(pathOf(customerPaths.address, { id, addressId: oslo }))).json().data;
    expect(cities(after)).toEqual(['Lima*', 'Rome']);
    const rome = idOf(after, 'Rome');
    const left = (await api.delete(pathOf(customerPaths.address, { id, addressId: rome }))).json().data;
    expect(cities(left)).toEqual(['Lima*']);
    const none = (
      await api.delete(pathOf(customerPaths.address, { id, addressId: idOf(left, 'Lima') }))
    ).json().data;
    expect(none.addresses).toEqual([]);
    const audits = await t.database.db
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
    const foreign = await api.delete(pathOf(customerPaths.address, { id: other.id, addressId }));
    expect(foreign.json()).toMatchObject({ code: Codes.NOT_FOUND, message: NO_SUCH_ADDRESS_MESSAGE });
    const nobody = await api.post(pathOf(customerPaths.addresses, { id: 999_999 }), address('Oslo'));
    expect(nobody.statusCode).toBe(404);
    const bad = await api.post(pathOf(customerPaths.addresses, { id: owner.id }), { city: '' });
    expect(bad.json().code).toBe(Codes.VALIDATION);

    for (let i = 1; i < MAX_ADDRESSES; i++) await add(owner.id, address(`City ${i}`));
    const tooMany = await api.post(pathOf(customerPaths.addresses, { id: owner.id }), address('One more'));
    expect(tooMany.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      message: TOO_MANY_ADDRESSES_MESSAGE,
    });
    const detail = (await api.get(pathOf(customerPaths.item, { id: owner.id }))).json().data;
    expect(detail.addresses).toHaveLength(MAX_ADDRESSES);
  });

  it('makes a stale profile edit fail after an address change', async () => {
    const created = await newCustomer('Stale');
    await add(created.id, address('Oslo'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: pathOf(customerPaths.item, { id: created.id }),
      headers: { 'x-token': await signIn(t.app, 'admin') },
      payload: { version: created.version, name: 'Stale edit' },
    });
    expect(res.json().code).toBe(Codes.VERSION_CONFLICT);
  });
});
