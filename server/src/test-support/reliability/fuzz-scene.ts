import { api } from '@shop/contract/api';
import { type Database, openDatabase } from '../../db/client.js';
import { staffUser } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { seedStaff } from '../../seed/staff-seed.js';
import { address } from '../order-fixtures.js';
import { gifImage, pngImage } from '../test-images.js';
import type { Example, Material } from './fuzz-cases.js';
import { send, signInToken } from './fuzz-http.js';
import type { Random } from './fuzz-random.js';
import type { Pools } from './fuzz-values.js';
import { type ApiOver, apiOver } from './process-api.js';

/** Every account of the fuzz shares this password (ADMIN_PASSWORD of the server too). */
export const FUZZ_PASSWORD = 'fuzz-password-1234';
/** Accounts acting on their own account (sign-out, password, sessions): used up one after another. */
export const SELF_ACCOUNTS = Array.from({ length: 8 }, (_, i) => `self${i + 1}`);
/** Accounts the fuzz may disable, rename or guess passwords of. */
export const VICTIM_ACCOUNTS = ['victim1', 'victim2'];

/**
 * Staff written into a fresh data folder (or PostgreSQL database) before the server first starts
 * on it (SEED=none then creates nobody): the demo admin, editor and developer, and the fuzz's own accounts. There is
 * no API that creates staff.
 */
export async function seedFuzzStaff(target: { dataDir: string } | { database: Database }): Promise<void> {
  const database =
    'database' in target ? target.database : await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    await seedStaff(database.db, { seed: 'demo', adminPassword: FUZZ_PASSWORD });
    const passwordHash = await hashPassword(FUZZ_PASSWORD);
    await database.db.insert(staffUser).values([
      ...SELF_ACCOUNTS.map((username) => ({
        username,
        name: username,
        roles: ['developer'],
        passwordHash,
      })),
      ...VICTIM_ACCOUNTS.map((username) => ({ username, name: username, roles: ['editor'], passwordHash })),
    ]);
  } finally {
    // A database handed in stays open for its owner.
    if (!('database' in target)) await database.close();
  }
}

async function upload(baseUrl: string, token: string, bytes: Buffer) {
  const boundary = 'fuzzscene';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await send(baseUrl, {
    method: 'POST',
    path: api.uploadMedia.path,
    headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const envelope = JSON.parse(answer.text) as { code: number; data: { id: number; url: string } };
  if (envelope.code !== 20000) throw new Error(`upload failed: ${answer.text}`);
  return envelope.data;
}

let keys = 0;
const key = (label: string) => `scene-${label}-${Date.now()}-${++keys}`;

/**
 * A small shop through the API, so that ids exist for the fuzz to hit: images, categories,
 * products with stock, customers with addresses, orders unpaid, paid, shipped, completed with an
 * after-sale, and partly refunded, and two config entries.
 */
export async function buildScene(
  baseUrl: string,
  admin: ApiOver,
  adminToken: string,
  pools: Pools,
): Promise<Material> {
  const images = [pngImage(4, 3), gifImage(3, 2), pngImage(2, 2)];
  const stored = [];
  for (const image of images.slice(0, 2)) stored.push(await upload(baseUrl, adminToken, image));
  pools.images = stored.map((s) => s.id);
  pools.files = [...stored.map((s) => s.url.split('/').pop() ?? ''), `${'0'.repeat(64)}.png`];
  const qr = await apiOver(baseUrl).ok('startQrLogin');
  const step = await apiOver(baseUrl).ok('loginWithPassword', {
    body: { username: VICTIM_ACCOUNTS[0] as string, password: FUZZ_PASSWORD },
  });
  pools.states = [qr.state, step.state, 'no-such-state'];
  const parent = await admin.ok('createProductCategory', { body: { name: 'Fuzz cups' } });
  await admin.ok('createProductCategory', { body: { name: 'Fuzz small cups', parentId: parent.id } });
  const skuIds: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const product = await admin.ok('createProduct', {
      body: {
        title: `Fuzz mug ${i}`,
        categoryId: parent.id,
        imageIds: [stored[0]?.id ?? 1],
        options: [{ name: 'Colour', values: ['Blue', 'Red'] }],
        skus: [
          { code: `FZ-P${i}-B`, optionValues: ['Blue'], price: 1000 * i },
          { code: `FZ-P${i}-R`, optionValues: ['Red'], price: 900 * i },
        ],
      },
    });
    await admin.ok('changeProductStatus', {
      params: { id: product.id },
      body: { to: 'ON_SALE', version: product.version },
    });
    for (const sku of product.skus) {
      skuIds.push(sku.id);
      await admin.ok('adjustStock', {
        body: { skuId: sku.id, delta: 200, reason: 'received', idempotencyKey: key('stock') },
      });
    }
  }
  const customerIds: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const customer = await admin.ok('createCustomer', {
      body: { name: `Fuzz customer ${i}`, phone: `+3460011122${i}`, tags: ['vip'], address },
    });
    customerIds.push(customer.id);
  }
  const place = (customerId: number, a: number, b: number) =>
    admin.ok('placeOrder', {
      body: {
        customerId,
        lines: [
          { skuId: a, quantity: 2 },
          { skuId: b, quantity: 1 },
        ],
        address,
        idempotencyKey: key('order'),
      },
    });
  const pay = (order: { id: number; total: number }) =>
    admin.ok('recordPayment', {
      params: { id: order.id },
      body: { channel: 'CASH', reference: key('ref'), amount: order.total },
    });
  const ship = (id: number) =>
    admin.ok('shipOrder', { params: { id }, body: { carrier: 'Correos', trackingNo: `TRK${id}` } });
  const [c1 = 1, c2 = 1, c3 = 1] = customerIds;
  const [s1 = 1, s2 = 1, s3 = 1, s4 = 1] = skuIds;
  await place(c1, s1, s2); // stays unpaid
  const paid = await place(c2, s2, s3);
  await pay(paid);
  const shipped = await place(c3, s3, s4);
  await pay(shipped);
  await ship(shipped.id);
  const completed = await place(c1, s1, s4);
  await pay(completed);
  await ship(completed.id);
  const done = await admin.ok('completeOrder', { params: { id: completed.id } });
  const line = done.lines[0];
  if (line) {
    await admin.ok('requestAfterSale', {
      params: { id: completed.id },
      body: { type: 'REFUND_ONLY', lines: [{ lineId: line.id, quantity: 1 }], reason: 'Chipped' },
    });
  }
  const refunded = await place(c2, s1, s3);
  await pay(refunded);
  const refundLine = refunded.lines[0];
  if (refundLine) {
    await admin.ok('refundOrder', {
      params: { id: refunded.id },
      body: {
        lines: [{ lineId: refundLine.id, quantity: 1 }],
        reason: 'Broken',
        idempotencyKey: key('refund'),
      },
    });
  }
  await admin.ok('createConfig', {
    body: { key: 'fuzz_text', valueType: 'string', value: 'hello', category: 'fuzz', label: 'Fuzz text' },
  });
  await admin.ok('createConfig', {
    body: { key: 'fuzz_json', valueType: 'json', value: '{"a":[1,2]}', category: 'fuzz', label: 'Fuzz JSON' },
  });
  const template = await send(baseUrl, {
    method: 'GET',
    path: api.productImportTemplate.path,
    headers: { 'x-token': adminToken },
  });
  if (template.status !== 200) throw new Error(`template failed: ${template.text}`);
  return { images, csv: template.text.replace(/^\ufeff/, '').replace('MUG-BLUE-L', 'FZ-TEMPLATE'), examples };
}

let made = 0;
const some = (random: Random, pools: Pools, pool: string) => random.pick(pools[pool] ?? [1]);
const version = (random: Random) => random.int(1, 4);

/** Valid bodies of the operations whose schema alone rarely gives one (see Material.examples). */
const examples: Record<string, Example> = {
  createProduct: (random) => productBody(random),
  updateProduct: (random) => ({ ...productBody(random), version: version(random) }),
  placeOrder: (random, pools) => ({
    customerId: some(random, pools, 'customers'),
    lines: [{ skuId: some(random, pools, 'skus'), quantity: random.int(1, 3) }],
    address,
    idempotencyKey: key('fuzz-order'),
  }),
  recordPayment: (random) => ({
    channel: random.pick(['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL']),
    reference: `REF-${++made}`,
    amount: random.pick([0, 1000, 2900, 5700]),
  }),
  refundOrder: (random, pools) => ({
    lines: [{ lineId: some(random, pools, 'lines'), quantity: 1 }],
    reason: 'Fuzz refund',
    idempotencyKey: key('fuzz-refund'),
  }),
  requestAfterSale: (random, pools) => ({
    type: random.pick(['REFUND_ONLY', 'RETURN_REFUND']),
    lines: [{ lineId: some(random, pools, 'lines'), quantity: 1 }],
    reason: 'Fuzz after-sale',
  }),
  shipOrder: () => ({ carrier: 'Correos', trackingNo: `TRK${++made}` }),
  createCustomer: (random) => ({
    name: `Fuzz shopper ${++made}`,
    phone: random.pick(['+34600111222', null]),
    address,
  }),
  createConfig: (random) => ({
    key: `fuzz_${++made}`,
    ...configValue(random),
    category: 'fuzz',
    label: 'Fuzz',
  }),
  updateConfig: (random) => ({
    version: version(random),
    ...configValue(random),
    category: 'fuzz',
    label: 'Fuzz',
  }),
  saveMainPage: (random, pools) => ({
    version: version(random),
    imageId: some(random, pools, 'images'),
    link: '/collections/spring',
    title: 'Spring',
    enabled: random.chance(0.5),
    startsAt: null,
    endsAt: null,
  }),
  adjustStock: (random, pools) => ({
    skuId: some(random, pools, 'skus'),
    delta: random.int(-3, 10),
    reason: 'received',
    idempotencyKey: key('fuzz-stock'),
  }),
  updateStaff: (random) => ({ version: version(random), name: `Victim ${++made}` }),
};

function productBody(random: Random) {
  const code = `FZX-${++made}`;
  return random.chance(0.5)
    ? { title: `Fuzz jug ${made}`, skus: [{ code, optionValues: [], price: 1500 }] }
    : {
        title: `Fuzz jug ${made}`,
        options: [{ name: 'Colour', values: ['Blue', 'Red'] }],
        skus: [
          { code: `${code}-B`, optionValues: ['Blue'], price: 1500 },
          { code: `${code}-R`, optionValues: ['Red'], price: 1400 },
        ],
      };
}

function configValue(random: Random) {
  return random.pick([
    { valueType: 'string', value: 'hello' },
    { valueType: 'number', value: 42 },
    { valueType: 'boolean', value: true },
    { valueType: 'json', value: '{"a":[1,2]}' },
  ]);
}

/** The ids that exist now (and a few that do not), read through the lists. */
export async function harvest(admin: ApiOver, self: ApiOver | undefined, pools: Pools): Promise<void> {
  const products = await admin.ok('listProducts', { query: { pageSize: 100 } });
  const skus = await admin.ok('listInventory', { query: { pageSize: 100 } });
  const customers = await admin.ok('listCustomers', { query: { pageSize: 100 } });
  const orders = await admin.ok('listOrders', { query: { pageSize: 100 } });
  const payments = await admin.ok('listPayments', { query: { pageSize: 100 } });
  const staff = await admin.ok('listStaff', { query: { pageSize: 100 } });
  const config = await admin.ok('listConfig', { query: { pageSize: 100 } });
  const categories = await admin.ok('listProductCategories');
  const addresses: string[] = [];
  for (const c of customers.items.slice(0, 6)) {
    const detail = await admin.ok('getCustomer', { params: { id: c.id } });
    for (const a of detail.addresses) addresses.push(`${c.id}:${a.id}`);
  }
  const lines: number[] = [];
  const afterSales: number[] = [];
  for (const o of orders.items.slice(0, 12)) {
    const detail = await admin.ok('getOrder', { params: { id: o.id } });
    lines.push(...detail.lines.map((l) => l.id));
    afterSales.push(...detail.afterSales.map((a) => a.id));
  }
  pools.products = [...products.items.map((p) => p.id)];
  pools.skus = [...skus.items.map((s) => s.skuId)];
  pools.customers = [...customers.items.map((c) => c.id)];
  pools.orders = [...orders.items.map((o) => o.id)];
  pools.payments = [...payments.items.map((p) => p.id)];
  // Staff the fuzz may change: the victims and the admin itself (whose self-lockout is refused).
  pools.staff = [
    ...staff.items.filter((s) => [...VICTIM_ACCOUNTS, 'admin'].includes(s.username)).map((s) => s.id),
  ];
  pools.configKeys = [...config.items.map((c) => c.key), 'no_such_key'];
  pools.categories = [...categories.map((c) => c.id)];
  pools.addresses = [...addresses, '999999:1'];
  pools.lines = [...lines];
  pools.afterSales = [...afterSales];
  pools.versions = [1, 2, 3, 4];
  pools.usernames = [...VICTIM_ACCOUNTS, 'nobody'];
  if (self) {
    const sessions = await self.ok('listOwnSessions');
    pools.sessions = [...sessions.items.map((s) => s.id)];
  }
}

/** A token that was real once and has been signed out (it must be refused like a forged one). */
export async function revokedToken(baseUrl: string): Promise<string> {
  const { token, envelope } = await signInToken(baseUrl, VICTIM_ACCOUNTS[1] as string, FUZZ_PASSWORD);
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(envelope)}`);
  await apiOver(baseUrl, token).ok('logout');
  return token;
}
