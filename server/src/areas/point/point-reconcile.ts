import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';

/**
 * The points reconciliation (domain.md §2.3, points 1 and 3), run after every race in the tests
 * and by `npm run reconcile`. An empty answer means the books balance:
 * - every customer's points_balance equals the sum of their ledger's deltas;
 * - every row's balance_after is the previous row's (by id, per customer, from 0) plus its delta;
 * - the reversals of a row take back or give back, with their shortfalls, no more than it moved;
 * - a reversal belongs to the same customer as the row it reverses.
 */

export type PointMismatch =
  | { kind: 'balance'; customerId: number; balance: number; ledger: number }
  | { kind: 'chain'; entryId: number; customerId: number; balanceAfter: number; expected: number }
  | { kind: 'overReversed'; entryId: number; original: number; reversed: number }
  | { kind: 'reversalCustomer'; entryId: number; customerId: number; originalCustomerId: number };

/** Lists what does not reconcile, at most `limit` of each kind. */
export async function reconcilePoints(db: Db, limit = 1000): Promise<PointMismatch[]> {
  const balances = rowsOf<{ customer_id: number; balance: number; ledger: string | number }>(
    await db.execute(sql`
      SELECT c.id AS customer_id, c.points_balance AS balance, coalesce(l.total, 0) AS ledger
      FROM customer c
      LEFT JOIN (SELECT customer_id, sum(delta) AS total FROM point_ledger GROUP BY customer_id) l
        ON l.customer_id = c.id
      WHERE c.points_balance <> coalesce(l.total, 0)
      ORDER BY c.id LIMIT ${limit}`),
  );
  const chain = rowsOf<{
    id: string | number;
    customer_id: number;
    balance_after: number;
    expected: string | number;
  }>(
    await db.execute(sql`
      SELECT id, customer_id, balance_after, expected FROM (
        SELECT id, customer_id, balance_after,
          coalesce(lag(balance_after) OVER (PARTITION BY customer_id ORDER BY id), 0) + delta AS expected
        FROM point_ledger) chained
      WHERE balance_after <> expected
      ORDER BY id LIMIT ${limit}`),
  );
  const over = rowsOf<{ id: string | number; original: number; reversed: string | number }>(
    await db.execute(sql`
      SELECT o.id, abs(o.delta) AS original, sum(abs(r.delta) + r.shortfall) AS reversed
      FROM point_ledger r JOIN point_ledger o ON o.id = r.reverses_id
      WHERE r.reverses_id IS NOT NULL
      GROUP BY o.id, o.delta
      HAVING sum(abs(r.delta) + r.shortfall) > abs(o.delta)
      ORDER BY o.id LIMIT ${limit}`),
  );
  const strangers = rowsOf<{ id: string | number; customer_id: number; original_customer_id: number }>(
    await db.execute(sql`
      SELECT r.id, r.customer_id, o.customer_id AS original_customer_id
      FROM point_ledger r JOIN point_ledger o ON o.id = r.reverses_id
      WHERE r.reverses_id IS NOT NULL AND r.customer_id <> o.customer_id
      ORDER BY r.id LIMIT ${limit}`),
  );
  return [
    ...balances.map((r) => ({
      kind: 'balance' as const,
      customerId: Number(r.customer_id),
      balance: Number(r.balance),
      ledger: Number(r.ledger),
    })),
    ...chain.map((r) => ({
      kind: 'chain' as const,
      entryId: Number(r.id),
      customerId: Number(r.customer_id),
      balanceAfter: Number(r.balance_after),
      expected: Number(r.expected),
    })),
    ...over.map((r) => ({
      kind: 'overReversed' as const,
      entryId: Number(r.id),
      original: Number(r.original),
      reversed: Number(r.reversed),
    })),
    ...strangers.map((r) => ({
      kind: 'reversalCustomer' as const,
      entryId: Number(r.id),
      customerId: Number(r.customer_id),
      originalCustomerId: Number(r.original_customer_id),
    })),
  ];
}
