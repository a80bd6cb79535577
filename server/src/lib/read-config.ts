import {
  type ConfigValueType,
  configValueIssue,
  type SystemConfigDeclaration,
  type SystemConfigKey,
  type SystemConfigValue,
  systemConfigKeys,
  systemValueIssue,
} from '@shop/contract/areas/config-values';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { configEntry } from '../db/schema.js';

/** True when a stored value still has the type (and passes the rule) its key is declared with. */
function fits(key: SystemConfigKey, value: unknown): boolean {
  // Widened: no system key is JSON today, but one may be declared.
  const valueType = systemConfigKeys[key].valueType as ConfigValueType;
  // Stored JSON is parsed already; the contract's JSON rule checks the text a form sends.
  const typeOk = valueType === 'json' || configValueIssue(valueType, value) === undefined;
  return typeOk && systemValueIssue(key, value) === undefined;
}

/**
 * The values of system config keys, typed by their declaration: `readConfig(db, 'shop_title')`
 * is a `Promise<string>`. A key that is missing or holds a value of the wrong shape (a row
 * written by hand) reads as its declared default, so no area has to guard against it.
 */
export async function readConfig<K extends SystemConfigKey>(db: Db, key: K): Promise<SystemConfigValue<K>> {
  return (await readConfigs(db, [key]))[key];
}

/** Several system keys in one query. */
export async function readConfigs<K extends SystemConfigKey>(
  db: Db,
  keys: readonly K[],
): Promise<{ [P in K]: SystemConfigValue<P> }> {
  const rows = await db
    .select({ key: configEntry.key, value: configEntry.value })
    .from(configEntry)
    .where(inArray(configEntry.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const values = {} as Record<string, unknown>;
  for (const key of keys) {
    const declared: SystemConfigDeclaration = systemConfigKeys[key];
    const value = stored.get(key);
    values[key] = value !== undefined && fits(key, value) ? value : declared.defaultValue;
  }
  return values as { [P in K]: SystemConfigValue<P> };
}
