import { type SQL, sql } from 'drizzle-orm';
import { countedOrder } from '../areas/order/customer-totals.js';
import type { Db } from '../db/client.js';
import { lit, pick, words } from './bulk-orders-sql.js';

/**
 * The bulk run's customers, each a pure function of their id: name, phone and address are SQL
 * expressions, so the orders can copy the receiver snapshot without joining the customer back.
 * Phones are built from the id (+447 and nine digits), so they are unique without a lookup.
 */

const firstNames = (
  'Amara Ben Chloe Dev Elena Finn Grace Hiro Isla Jonah Kofi Lena Mateo Nina Oscar Priya Quinn Rosa ' +
  'Sami Tess Uma Victor Wren Xiu Yara Zane Alba Bruno Carmen Dara'
).split(' ');
const lastNames = (
  'Adeyemi Brennan Castillo Dubois Evans Fischer García Hughes Ibrahim Jensen Kowalski Laurent Moreau ' +
  'Nakamura Okafor Patel Quintero Rossi Schmidt Tanaka Usman Varga Walsh Xu Yilmaz Zhou Novak Byrne Silva Lind'
).split(' ');
const streets = (
  'High Street,Mill Lane,Church Road,Station Road,Orchard Way,Kiln Yard,Weavers Row,Market Place,' +
  'Quay Street,Potters Lane'
).split(',');
/** City, region and a postal code of that city. */
const places = (
  'London/England/E2 7DG,Bristol/England/BS1 4DJ,Leeds/England/LS1 6AE,Manchester/England/M4 1HN,' +
  'Edinburgh/Scotland/EH1 1YZ,Glasgow/Scotland/G1 1XQ,Cardiff/Wales/CF10 1EP,' +
  'Belfast/Northern Ireland/BT1 5GS,Bath/England/BA1 1LZ,York/England/YO1 7HH,Brighton/England/BN1 1EE,' +
  'Norwich/England/NR2 1NE'
)
  .split(',')
  .map((p) => p.split('/'));
const placePart = (part: number) => places.map((p) => p[part] ?? '');

const at = (list: readonly string[], index: SQL) =>
  sql`(${words(list)})[1 + (${index}) % ${lit(list.length)}]`;

/** The customer's name; also the receiver's on their orders. */
export const customerName = (id: SQL) =>
  sql`${at(firstNames, pick(id, 40, firstNames.length))} || ' ' || ${at(lastNames, pick(id, 41, lastNames.length))}`;
export const customerPhone = (id: SQL) => sql`'+447' || lpad((${id})::text, 9, '0')`;
const placeIndex = (id: SQL) => pick(id, 42, places.length);
export const customerCity = (id: SQL) => at(placePart(0), placeIndex(id));
export const customerRegion = (id: SQL) => at(placePart(1), placeIndex(id));
export const customerPostalCode = (id: SQL) => at(placePart(2), placeIndex(id));
export const customerLine = (id: SQL) =>
  sql`(1 + ${pick(id, 43, 180)})::text || ' ' || ${at(streets, pick(id, 44, streets.length))}`;

interface CustomerBlock {
  base: number;
  count: number;
  now: string;
}

/** Writes customers base+1 … base+count with one default address each, created before the orders' 90 days. */
export async function insertCustomers(tx: Db, run: CustomerBlock): Promise<void> {
  await insertCustomerRows(tx, run);
  await insertCustomerAddresses(tx, run);
}

export async function insertCustomerRows(tx: Db, run: CustomerBlock): Promise<void> {
  const id = sql`id`;
  const tag = pick(id, 45, 100);
  await tx.execute(sql`
    INSERT INTO customer (id, name, phone, email, gender, source, status, tags, note, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT id, ${customerName(id)}, ${customerPhone(id)},
           CASE WHEN ${pick(id, 46, 10)} < 7 THEN 'customer' || id || '@example.com' END,
           (ARRAY['UNKNOWN','FEMALE','MALE','OTHER'])[1 + ${pick(id, 47, 4)}],
           CASE WHEN ${pick(id, 48, 100)} < 80 THEN 'STOREFRONT' ELSE 'STAFF' END,
           CASE WHEN ${pick(id, 49, 100)} < 2 THEN 'DISABLED' ELSE 'ACTIVE' END,
           CASE WHEN ${tag} < 5 THEN ARRAY['vip', 'newsletter'] WHEN ${tag} < 15 THEN ARRAY['newsletter']
                WHEN ${tag} < 22 THEN ARRAY['wholesale'] WHEN ${tag} < 26 THEN ARRAY['market'] ELSE '{}' END,
           CASE WHEN ${pick(id, 50, 100)} < 3 THEN 'Prefers collection at the studio' ELSE '' END,
           created, created
    FROM generate_series(${lit(run.base + 1)}, ${lit(run.base + run.count)}) AS id
    CROSS JOIN LATERAL (SELECT ${run.now}::timestamptz - interval '90 days'
                               - make_interval(secs => ${pick(id, 51, 365 * 86_400)}::float8) AS created) AS c
    ORDER BY id`);
}

/** Each customer's default address: the one their orders are sent to. */
export async function insertCustomerAddresses(tx: Db, run: CustomerBlock): Promise<void> {
  const id = sql`id`;
  await tx.execute(sql`
    INSERT INTO customer_address (customer_id, receiver_name, phone, region, city, line, postal_code, is_default, created_at)
    SELECT id, ${customerName(id)}, ${customerPhone(id)}, ${customerRegion(id)}, ${customerCity(id)},
           ${customerLine(id)}, ${customerPostalCode(id)}, true, c.created_at
    FROM customer c WHERE id BETWEEN ${lit(run.base + 1)} AND ${lit(run.base + run.count)}
    ORDER BY id`);
}

/**
 * The totals the order services keep, recomputed from the orders themselves over the orders that
 * count (order/customer-totals.ts): spent is paid less refunded, the last order the latest placed.
 */
export async function updateCustomerTotals(tx: Db, run: { base: number; count: number }): Promise<void> {
  await tx.execute(sql`
    UPDATE customer c SET total_spent = t.spent, order_count = t.orders, last_order_at = t.last
    FROM (SELECT customer_id, sum(paid_amount - refunded_amount) AS spent,
                 count(*) FILTER (WHERE ${countedOrder}) AS orders, max(placed_at) FILTER (WHERE ${countedOrder}) AS last
          FROM shop_order WHERE customer_id BETWEEN ${lit(run.base + 1)} AND ${lit(run.base + run.count)}
          GROUP BY customer_id) AS t
    WHERE c.id = t.customer_id`);
}
