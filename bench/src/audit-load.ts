import type { Db } from '@shop/server/db/client';
import { sql } from 'drizzle-orm';
import { rowsOf, withDeferredIndexes } from './deferred-indexes.js';

/**
 * A shop's audit trail of about two years for the audit benchmark, written set-based (INSERT …
 * SELECT over generate_series, in chunks) with the table's indexes built once at the end. Rows
 * follow time as real ones do (a larger id is a later moment), one every ~63 s, some in bursts
 * that share a moment (a bulk action). Who: `staff` accounts, a few busy, and the system for one
 * row in seven. What: the tables and actions the services write, weighted as a shop's days go
 * (orders and stock most, roles and the home page rarely), with small before/after records.
 */

export const fullAuditSize = { rows: 1_000_000, staff: 20, chunk: 100_000 } as const;

/** How the rows spread over the tables (per 1,000), most common first. */
export const entityWeights: [entity: string, perMille: number, actions: string[], ids: number][] = [
  ['shop_order', 300, ['create', 'record_payment', 'ship', 'complete', 'cancel', 'refund', 'note'], 200_000],
  ['product_sku', 200, ['adjust_stock'], 100_000],
  ['customer', 150, ['create', 'update', 'status', 'address.add', 'address.update', 'adjust_points'], 50_000],
  ['product_spu', 120, ['update', 'status', 'bulk-price', 'import', 'status.undone'], 20_000],
  ['exchange_order', 80, ['place', 'pay', 'ship', 'complete', 'cancel'], 30_000],
  ['after_sale', 40, ['after_sale_request', 'after_sale_approve', 'after_sale_receive'], 8_000],
  ['exchange_item', 30, ['create', 'update', 'set_status'], 500],
  ['product_category', 20, ['create', 'update', 'delete'], 200],
  ['config_entry', 20, ['update', 'create', 'revert'], 40],
  ['media_asset', 20, ['upload'], 30_000],
  ['staff_user', 10, ['update'], 20],
  ['main_page', 5, ['update'], 1],
  ['role', 5, ['create', 'update', 'delete'], 12],
];

const SECONDS_BETWEEN = 63;

/** The CASE picking each row's table (and its action and id) from a bucket 0–999. */
function pickSql(bucket: string, n: string) {
  let from = 0;
  const entity: string[] = [];
  const action: string[] = [];
  const id: string[] = [];
  for (const [name, weight, actions, ids] of entityWeights) {
    const to = from + weight;
    const when = `WHEN ${bucket} < ${to}`;
    entity.push(`${when} THEN '${name}'`);
    const list = actions.map((a) => `'${a}'`).join(',');
    action.push(`${when} THEN (ARRAY[${list}])[1 + (${n} / 7) % ${actions.length}]`);
    id.push(`${when} THEN (1 + (${n} * 7919) % ${ids})::text`);
    from = to;
  }
  const caseOf = (parts: string[]) => `CASE ${parts.join(' ')} END`;
  return { entity: caseOf(entity), action: caseOf(action), id: caseOf(id) };
}

export interface AuditLoad {
  rows: number;
  staffIds: number[];
  ms: number;
  analyzeMs: number;
}

/** Adds `staff` bench accounts, then `rows` audit rows ending now; VACUUM ANALYZE after. */
export async function loadAudit(
  db: Db,
  size: { rows: number; staff: number; chunk: number },
  log: (line: string) => void,
): Promise<AuditLoad> {
  const started = performance.now();
  const staff = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO staff_user (username, name, roles, password_hash)
      SELECT 'audit' || lpad(n::text, 3, '0'), 'Audit Bench ' || n, ARRAY['editor'], 'x'
      FROM generate_series(1, ${size.staff}) AS n
      RETURNING id`),
  ).map((r) => Number(r.id));
  const staffArray = `ARRAY[${staff.join(',')}]::int[]`;
  const pick = pickSql('((n * 2654435761) % 1000)', 'n');
  await withDeferredIndexes(db, 'audit_log', async () => {
    for (let first = 1; first <= size.rows; first += size.chunk) {
      const last = Math.min(size.rows, first + size.chunk - 1);
      // Busy staff: the first five act most (squaring a uniform pick skews towards the front).
      await db.execute(
        sql.raw(`
        INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, user_agent, at)
        SELECT CASE WHEN n % 7 = 0 THEN NULL
                    ELSE (${staffArray})[1 + floor(power(((n * 40503) % 1000) / 1000.0, 2) * ${staff.length})::int] END,
          ${pick.action}, ${pick.entity}, ${pick.id},
          jsonb_build_object('status', 'OLD', 'version', n % 9, 'note', 'before ' || (n % 97)),
          jsonb_build_object('status', 'NEW', 'version', n % 9 + 1, 'note', 'before ' || (n % 97)),
          CASE WHEN n % 7 = 0 THEN NULL ELSE '192.168.1.' || (n % 40) END,
          CASE WHEN n % 7 = 0 THEN NULL
               ELSE 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/13' || (n % 3) || '.0 Safari/537.36' END,
          now() - ((${size.rows} - n) - (n % 5 = 0)::int * (n % 3))::float8 * interval '${SECONDS_BETWEEN} seconds'
        FROM generate_series(${first}::bigint, ${last}::bigint) AS n`),
      );
      log(`  ${last.toLocaleString('en')} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  });
  const ms = performance.now() - started;
  const analyzed = performance.now();
  await db.execute(sql`VACUUM ANALYZE audit_log`);
  return { rows: size.rows, staffIds: staff, ms, analyzeMs: performance.now() - analyzed };
}
