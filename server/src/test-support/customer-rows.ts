import type { CustomerSource, CustomerStatus } from '@shop/contract/areas/customer';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customer } from '../db/schema.js';

/**
 * Customers written straight into the table, with the totals the order services would have kept,
 * for list, filter and pay-list tests that need many customers without placing their orders.
 */
export interface CustomerSeed {
  name: string;
  phone?: string | null;
  email?: string | null;
  status?: CustomerStatus;
  source?: CustomerSource;
  tags?: string[];
  totalSpent?: number;
  orderCount?: number;
  /** Seconds before now; null or absent: never ordered. */
  lastOrderSecondsAgo?: number | null;
  /** Seconds before now; default: now. */
  createdSecondsAgo?: number;
}

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** Inserts the customers in order; returns their ids in the same order. */
export async function insertCustomers(db: Db, rows: CustomerSeed[]): Promise<number[]> {
  const inserted = await db
    .insert(customer)
    .values(
      rows.map((r) => ({
        name: r.name,
        phone: r.phone ?? null,
        email: r.email ?? null,
        status: r.status ?? 'ACTIVE',
        source: r.source ?? 'STAFF',
        tags: r.tags ?? [],
        totalSpent: r.totalSpent ?? 0,
        orderCount: r.orderCount ?? 0,
        lastOrderAt: r.lastOrderSecondsAgo == null ? null : ago(r.lastOrderSecondsAgo),
        createdAt: ago(r.createdSecondsAgo ?? 0),
      })),
    )
    .returning({ id: customer.id });
  return inserted.map((r) => r.id);
}

export async function insertCustomer(db: Db, row: CustomerSeed): Promise<number> {
  const [id] = await insertCustomers(db, [row]);
  if (id === undefined) throw new Error('customer insert returned no row');
  return id;
}
