import type { ConfigEntry, configHistoryActions, configUpdateBody } from '@shop/contract/areas/config';
import { type ConfigValueType, systemValueIssue, type ValueIssue } from '@shop/contract/areas/config-values';
import { Codes } from '@shop/contract/codes';
import type { MessageValue } from '@shop/contract/message';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { configEntry, configHistory } from '../../db/schema.js';
import { type AppError, invalidField, notFound, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing } from '../../http/stale-version.js';
import { assertImageExists } from '../../lib/media-refs.js';
import { findEntry, nextHistoryVersion, versionedConfig } from './config.table.js';
import { toItem, toStored } from './config.values.js';

/**
 * Writes to config entries. Each change is one transaction: the versioned write, its history row
 * (old, new, who) and its audit row, so none exists without the others.
 */

type ConfigRow = typeof configEntry.$inferSelect;
type HistoryAction = (typeof configHistoryActions)[number];
/** What a create and an edit both carry, as the contract has checked it. */
type EntryFields = Omit<z.output<typeof configUpdateBody>, 'version'>;

/**
 * A 400 on `path` for what a value rule found: its key comes from a rule (a system key's schema, a
 * type's check) rather than from this code, so its parameters are checked by the rule, not here.
 */
function valueRefusal(path: string, issue: ValueIssue): AppError {
  const refuseField = invalidField as (
    path: string[],
    key: string,
    params: Record<string, MessageValue>,
  ) => AppError;
  return refuseField([path], issue.key, issue.params);
}

/** The row as the audit trail keeps it. */
function snapshot(row: ConfigRow) {
  const { updatedBy: _by, updatedAt: _at, createdAt: _created, ...rest } = row;
  return rest;
}

/** What only the server can check about a value: a system key's own rule, an image that exists. */
async function assertValueAcceptable(db: Db, key: string, type: ConfigValueType, value: unknown) {
  const issue = systemValueIssue(key, value);
  if (issue) throw valueRefusal('value', issue);
  if (type === 'image') await assertImageExists(db, value, 'value');
}

/** The history and audit rows of one change. */
export async function recordChange(
  tx: Db,
  actor: Actor,
  action: HistoryAction,
  before: ConfigRow | undefined,
  after: ConfigRow | undefined,
) {
  const row = (after ?? before) as ConfigRow;
  await tx.insert(configHistory).values({
    key: row.key,
    version: after ? after.version : row.version + 1,
    action,
    valueType: row.valueType,
    oldValue: before ? before.value : null,
    newValue: after ? after.value : null,
    changedBy: actor.staffUserId,
  });
  await recordAudit(tx, {
    actor,
    action,
    entity: 'config_entry',
    entityId: row.key,
    before: before ? snapshot(before) : null,
    after: after ? snapshot(after) : null,
  });
}

/** An entry as the API answers it (with its editor's name and image URL); 404 when missing. */
export async function getEntry(db: Db, key: string): Promise<ConfigEntry> {
  const row = await findEntry(db, key);
  if (!row) throw notFound('config.notFound');
  return toItem(row);
}

export async function createEntry(
  db: Db,
  actor: Actor,
  body: EntryFields & { key: string },
): Promise<ConfigEntry> {
  await assertValueAcceptable(db, body.key, body.valueType, body.value);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(configEntry)
      .values({
        ...body,
        value: toStored(body.valueType, body.value),
        version: await nextHistoryVersion(tx, body.key),
        updatedBy: actor.staffUserId,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw invalidField(['key'], 'config.keyExists');
    await recordChange(tx, actor, 'create', undefined, created);
  });
  return getEntry(db, body.key);
}

/** The row an edit starts from, read in its transaction; a missing key is a 404. */
export async function currentRow(tx: Db, key: string): Promise<ConfigRow> {
  const [row] = await tx.select().from(configEntry).where(eq(configEntry.key, key));
  if (!row) throw notFound('config.notFound');
  return row;
}

/**
 * Writes `changes` at `version` with one conditional UPDATE; when another edit got there first
 * it touches nothing and the caller answers 409 naming who.
 */
export async function writeVersioned(
  tx: Db,
  actor: Actor,
  key: string,
  version: number,
  changes: Partial<Omit<ConfigRow, 'key' | 'version' | 'updatedAt' | 'updatedBy' | 'createdAt'>>,
): Promise<ConfigRow | undefined> {
  const [updated] = await tx
    .update(configEntry)
    .set({ ...changes, ...nextVersion(versionedConfig, actor.staffUserId) })
    .where(atVersion(versionedConfig, key, version))
    .returning();
  return updated;
}

export async function updateEntry(
  db: Db,
  actor: Actor,
  key: string,
  body: EntryFields & { version: number },
): Promise<ConfigEntry> {
  await assertValueAcceptable(db, key, body.valueType, body.value);
  const { version, ...fields } = body;
  const done = await db.transaction(async (tx) => {
    const before = await currentRow(tx, key);
    if (before.isSystem && before.valueType !== fields.valueType) {
      throw refuse(Codes.SYSTEM_CONFIG_LOCKED, 'config.systemNoRetype');
    }
    if (before.version !== version) return false;
    const after = await writeVersioned(tx, actor, key, version, {
      ...fields,
      value: toStored(fields.valueType, fields.value),
    });
    if (!after) return false;
    await recordChange(tx, actor, 'update', before, after);
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedConfig, key);
  return getEntry(db, key);
}

export async function deleteEntry(db: Db, actor: Actor, key: string, version: number): Promise<void> {
  const done = await db.transaction(async (tx) => {
    const before = await currentRow(tx, key);
    if (before.isSystem) throw refuse(Codes.SYSTEM_CONFIG_LOCKED, 'config.systemNoDelete');
    if (before.version !== version) return false;
    const [deleted] = await tx
      .delete(configEntry)
      .where(atVersion(versionedConfig, key, version))
      .returning();
    if (!deleted) return false;
    await recordChange(tx, actor, 'delete', deleted, undefined);
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedConfig, key);
}
