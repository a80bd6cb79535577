import type { ConfigEntry } from '@shop/contract/areas/config';
import { type ConfigValueType, systemValueIssue } from '@shop/contract/areas/config-values';
import { Codes } from '@shop/contract/codes';
import type { Db } from '../../db/client.js';
import { invalidField, refuse } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { staleOrMissing } from '../../http/stale-version.js';
import { currentRow, getEntry, recordChange, writeVersioned } from './config.service.js';
import { findHistoryVersion, versionedConfig } from './config.table.js';

/**
 * Puts back the value (and its type) a key had after the change numbered `toVersion`, as a new
 * change from the current `version`: the history keeps growing, nothing is rewritten.
 */
export async function revertEntry(
  db: Db,
  actor: Actor,
  key: string,
  body: { toVersion: number; version: number },
): Promise<ConfigEntry> {
  const done = await db.transaction(async (tx) => {
    const before = await currentRow(tx, key);
    const target = await findHistoryVersion(tx, key, body.toVersion);
    if (!target) throw invalidField(['toVersion'], 'config.noSuchVersion');
    if (target.action === 'delete') throw invalidField(['toVersion'], 'config.versionDeleted');
    if (before.isSystem && before.valueType !== target.valueType) {
      throw refuse(Codes.SYSTEM_CONFIG_LOCKED, 'config.systemNoRetype');
    }
    // A rule may have tightened since that version was saved.
    if (systemValueIssue(key, target.newValue))
      throw invalidField(['toVersion'], 'config.versionNoLongerAllowed');
    if (before.version !== body.version) return false;
    const after = await writeVersioned(tx, actor, key, body.version, {
      value: target.newValue,
      valueType: target.valueType as ConfigValueType,
    });
    if (!after) return false;
    await recordChange(tx, actor, 'revert', before, after);
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedConfig, key);
  return getEntry(db, key);
}
