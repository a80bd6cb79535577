import { customerListQuery } from '@shop/contract/areas/customer';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertOrder, insertPayment, insertSellable } from '../../../../server/src/test-support/order-rows';
import { createFieldErrors } from '../../components/customer-create/customer-field-errors';
import {
  addressBodyOf,
  addressValuesOf,
  createBodyOf,
  newCustomerValues,
  profileValuesOf,
  updateBodyOf,
} from '../../components/customer-create/customer-form-values';
import { validationIssues } from '../../lib/form-issues';
import { staleVersionOf } from '../../lib/list/stale-version';
import { customerKeys } from '../../lib/resource-keys';
import { type ApiServer, recordFeedback, signInConsole, startApiServer } from '../../test-support/api-server';
import {
  addAddress,
  createCustomer,
  customerOptions,
  customerOrdersOptions,
  customerPaymentsOptions,
  customerSaved,
  customerTimelineOptions,
  deleteAddress,
  getCustomer,
  listCustomers,
  setCustomerStatus,
  updateAddress,
  updateCustomer,
} from './customer.queries';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;

beforeAll(async () => {
  server = await startApiServer();
  // A fresh migrated database: more than the default 10 s when the machine is busy.
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  shown = recordFeedback();
  await signInConsole('editor');
});
afterEach(() => shown.restore());

const newCustomer = (name: string, phone: string, withAddress = false) => {
  const values = newCustomerValues();
  return createBodyOf({
    ...values,
    name,
    phone,
    tags: ['Market'],
    withAddress,
    address: { ...values.address, receiverName: name, phone, city: 'Leeds', line: '1 Mill Lane' },
  });
};
const search = (q: string) => listCustomers(customerListQuery.parse({ q }));
/** Reads through the tab's own query options, as the drawer does. */
const client = new QueryClient();

describe('customers from the console', () => {
  it('creates a customer with a first address and finds them by part of their phone', async () => {
    const created = await createCustomer(newCustomer('Quinn Potter', '+44 7700 900 301', true));
    expect(created.addresses).toEqual([expect.objectContaining({ city: 'Leeds', isDefault: true })]);
    const found = await search('900301');
    expect(found.items.map((c) => [c.name, c.phone])).toEqual([['Quinn Potter', '+447700900301']]);
  });

  it('puts a taken phone under the Phone field, quietly', async () => {
    await createCustomer(newCustomer('Rae One', '0700900302'));
    const error = await createCustomer(newCustomer('Rae Two', '0700900302')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 40000, key: 'customer.phoneTaken' });
    expect(createFieldErrors(validationIssues(error))).toEqual([
      { name: 'phone', errors: ['Another customer has this phone number'] },
    ]);
    expect(shown.errors).toEqual([]);
  });

  it('refuses an edit made at an old version, saying who saved first, and keeps their change', async () => {
    const read = await createCustomer(newCustomer('Sol Weaver', '0700900303'));
    const values = profileValuesOf(read);
    const first = await updateCustomer(
      read.id,
      updateBodyOf({ ...values, tags: ['VIP'], note: 'Pays cash' }, read.version),
    );
    expect(first).toMatchObject({ tags: ['VIP'], note: 'Pays cash', version: read.version + 1 });

    const error = await updateCustomer(
      read.id,
      updateBodyOf({ ...values, note: 'Stale' }, read.version),
    ).catch((e: unknown) => e);
    expect(staleVersionOf(error)).toMatchObject({ updatedBy: 'Eddie Editor', version: first.version });
    expect((await getCustomer(read.id)).note).toBe('Pays cash');
    expect(shown.errors).toEqual([]);
  });

  it('adds, makes default and deletes addresses, keeping one default, each answering the customer', async () => {
    const { id } = await createCustomer(newCustomer('Tam Dyer', '0700900304', true));
    const [leeds] = (await getCustomer(id)).addresses;
    if (!leeds) throw new Error('the first address was kept');
    const values = addressValuesOf(leeds);
    const added = await addAddress(id, addressBodyOf({ ...values, city: 'York', isDefault: false }));
    const york = added.addresses.find((a) => a.city === 'York');
    if (!york) throw new Error('York was added');
    const moved = await updateAddress(
      id,
      york.id,
      addressBodyOf({ ...addressValuesOf(york), isDefault: true }),
    );
    expect(moved.addresses.map((a) => [a.city, a.isDefault])).toEqual([
      ['York', true],
      ['Leeds', false],
    ]);
    expect(await getCustomer(id)).toEqual(moved);
    const left = await deleteAddress(id, york.id);
    expect(left.addresses.map((a) => [a.city, a.isDefault])).toEqual([['Leeds', true]]);
    expect(left.version).toBe(moved.version + 1);
  });

  it('keeps what a save answered as the cached customer, without reading them again', async () => {
    const read = await createCustomer(newCustomer('Ida Marsh', '0700900308'));
    const cache = new QueryClient();
    await cache.fetchQuery(customerOptions(read.id));
    const saved = await updateCustomer(
      read.id,
      updateBodyOf({ ...profileValuesOf(read), note: 'Answered' }, read.version),
    );
    customerSaved(cache, saved);
    const state = cache.getQueryState(customerKeys.detail(read.id));
    expect(cache.getQueryData(customerKeys.detail(read.id))).toEqual(saved);
    expect(state).toMatchObject({ isInvalidated: false, fetchStatus: 'idle', dataUpdateCount: 2 });
  });

  it('disables and enables at the version read, and the timeline says so, newest first', async () => {
    const read = await createCustomer(newCustomer('Uma Glaze', '0700900305'));
    const disabled = await setCustomerStatus(read.id, { status: 'DISABLED', version: read.version });
    expect(disabled.status).toBe('DISABLED');
    const listed = await listCustomers(customerListQuery.parse({ q: 'Uma Glaze', status: 'DISABLED' }));
    expect(listed.total).toBe(1);
    await setCustomerStatus(read.id, { status: 'ACTIVE', version: disabled.version });

    const timeline = await client.fetchQuery(customerTimelineOptions(read.id, 1, 10));
    expect(timeline.items.map((e) => [e.type, e.actorName])).toEqual([
      ['customer.status', 'Eddie Editor'],
      ['customer.status', 'Eddie Editor'],
      ['customer.create', 'Eddie Editor'],
    ]);
  });

  it("reads the customer's own orders and payments, and no one else's", async () => {
    const db = server.testApp.database.db;
    const { id } = await createCustomer(newCustomer('Vic Kiln', '0700900306'));
    const other = await createCustomer(newCustomer('Wyn Loom', '0700900307'));
    const sku = await insertSellable(db, 'CUST-Q-MUG', 1500);
    const paid = await insertOrder(db, {
      customerId: id,
      sku,
      unitPrice: 1500,
      status: 'PAID',
      placedSecondsAgo: 60,
    });
    const later = await insertOrder(db, { customerId: id, sku, unitPrice: 1500 });
    await insertOrder(db, { customerId: other.id, sku });
    await insertPayment(db, { order: paid, customerId: id, reference: 'R-1' });

    const orders = await client.fetchQuery(customerOrdersOptions(id, 1, 10));
    expect(orders.items.map((o) => o.orderNo)).toEqual([later.orderNo, paid.orderNo]);
    const payments = await client.fetchQuery(customerPaymentsOptions(id, 1, 10));
    expect(payments.items.map((p) => [p.orderNo, p.amount])).toEqual([[paid.orderNo, 1500]]);
  });
});
