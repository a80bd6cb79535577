import {
  type PointRuleField,
  type PointRulesData,
  pointRuleKeys,
  type pointRulesBody,
} from '@shop/contract/areas/point';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { configEntry } from '../../db/schema.js';
import type { Actor } from '../../http/audit.js';
import { staleOrMissing } from '../../http/stale-version.js';
import { readConfigs } from '../../lib/read-config.js';
import { currentRow, recordChange, writeVersioned } from '../config/config.service.js';
import { versionedConfig } from '../config/config.table.js';

/**
 * The points rules are four system config keys shown as one small panel. A change writes each
 * changed key through the config area's own versioned write and history, in one transaction:
 * every key sent must still be at the version the panel read, else 40900 and nothing changes.
 */

const fields = Object.keys(pointRuleKeys) as PointRuleField[];
const keys = fields.map((f) => pointRuleKeys[f]);

export async function getPointRules(db: Db): Promise<PointRulesData> {
  const [values, rows] = await Promise.all([
    readConfigs(db, keys),
    db
      .select({ key: configEntry.key, version: configEntry.version })
      .from(configEntry)
      .where(inArray(configEntry.key, keys)),
  ]);
  const versionOf = new Map(rows.map((r) => [r.key, r.version]));
  const rules = {} as Record<PointRuleField, number>;
  const versions = {} as Record<PointRuleField, number>;
  for (const field of fields) {
    rules[field] = values[pointRuleKeys[field]];
    versions[field] = versionOf.get(pointRuleKeys[field]) ?? 1;
  }
  return { ...rules, versions };
}

export async function updatePointRules(
  db: Db,
  actor: Actor,
  body: z.output<typeof pointRulesBody>,
): Promise<PointRulesData> {
  const stale = await db.transaction(async (tx) => {
    const before = new Map<PointRuleField, Awaited<ReturnType<typeof currentRow>>>();
    for (const field of fields) {
      const row = await currentRow(tx, pointRuleKeys[field]);
      if (row.version !== body.versions[field]) return row.key;
      before.set(field, row);
    }
    for (const field of fields) {
      const row = before.get(field);
      if (!row || row.value === body[field]) continue;
      const after = await writeVersioned(tx, actor, row.key, body.versions[field], { value: body[field] });
      // Raced by another edit since the read above: the error undoes this change's earlier keys too.
      if (!after) throw await staleOrMissing(tx, versionedConfig, row.key);
      await recordChange(tx, actor, 'update', row, after);
    }
    return null;
  });
  if (stale) throw await staleOrMissing(db, versionedConfig, stale);
  return getPointRules(db);
}
