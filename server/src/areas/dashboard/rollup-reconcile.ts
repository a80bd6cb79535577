import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { rollups } from './rollup-compactor.js';

/**
 * The rollups' reconciliation (ADR 0011), run after the demo load and the races in the tests and
 * by `npm run reconcile`: each rollup's kept figures (folded rows plus deltas not yet folded,
 * `<name>_all`) summed per key against the same figures counted from the raw tables
 * (`<name>_raw`, the views the rebuild copies), in one statement per rollup so both sides read the
 * same snapshot. A key missing on one side counts as zeros there. An empty answer means they agree.
 */
export interface RollupMismatch {
  rollup: string;
  key: Record<string, unknown>;
  kept: Record<string, number>;
  raw: Record<string, number>;
}

/** Lists the keys whose kept figures differ from the raw tables', at most `limit` per rollup. */
export async function reconcileRollups(db: Db, limit = 1000): Promise<RollupMismatch[]> {
  const found: RollupMismatch[] = [];
  for (const { name, key, values } of rollups) {
    const keys = key.join(', ');
    const pairs = (side: string) =>
      `jsonb_build_object(${values.map((v) => `'${v}', coalesce(${side}.${v}, 0)`).join(', ')})`;
    const differs = values.map((v) => `coalesce(k.${v}, 0) <> coalesce(r.${v}, 0)`).join(' OR ');
    const rows = rowsOf<Omit<RollupMismatch, 'rollup'>>(
      await db.execute(
        sql.raw(`
          SELECT jsonb_build_object(${key.map((k) => `'${k}', ${k}`).join(', ')}) AS key,
                 ${pairs('k')} AS kept, ${pairs('r')} AS raw
          FROM (SELECT ${keys}, ${values.map((v) => `sum(${v}) AS ${v}`).join(', ')}
                FROM ${name}_all GROUP BY ${keys}) k
          FULL JOIN ${name}_raw r USING (${keys})
          WHERE ${differs}
          ORDER BY ${keys} LIMIT ${Number(limit)}`),
      ),
    );
    for (const row of rows) found.push({ rollup: name, ...row });
  }
  return found;
}

/**
 * Recomputes every rollup from the raw tables (`rebuild_dashboard_rollups()`, migration 0014):
 * the repair, and the end of a bulk load that went around the triggers.
 */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.execute(sql`SELECT rebuild_dashboard_rollups()`);
}

/**
 * Turns the rollup triggers of migration 0014 off or on in the caller's transaction (the ALTERs
 * lock their tables until it ends; a rollback puts them back as they were). For bulk loads that
 * write much of the shop: one `rebuildRollups` after the load costs less than the triggers'
 * aggregates over every statement, and the load must end with it.
 */
export async function setRollupTriggers(tx: Db, on: boolean): Promise<void> {
  const triggers = rowsOf<{ table_name: string; trigger_name: string }>(
    await tx.execute(sql`
      SELECT c.relname AS table_name, t.tgname AS trigger_name FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND t.tgname LIKE '%\_rollup\_%'
        AND NOT t.tgisinternal
      ORDER BY 1, 2`),
  );
  for (const t of triggers) {
    await tx.execute(
      sql.raw(`ALTER TABLE "${t.table_name}" ${on ? 'ENABLE' : 'DISABLE'} TRIGGER "${t.trigger_name}"`),
    );
  }
}
