import { type SystemConfigDeclaration, systemConfigKeys } from '@shop/contract/areas/config-values';
import type { Db } from '../db/client.js';
import { configEntry, configHistory, mainPage } from '../db/schema.js';

/**
 * Adds the system config keys that are missing, and the main-page row, on every start. Values an
 * admin has saved are never touched, so a key added in a later release simply appears with its
 * default. Returns the keys it added.
 */
export async function seedConfig(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const declared = Object.entries(systemConfigKeys) as [string, SystemConfigDeclaration][];
    const added = await tx
      .insert(configEntry)
      .values(
        declared.map(([key, d]) => ({
          key,
          value: d.defaultValue,
          valueType: d.valueType,
          category: d.category,
          label: d.label,
          description: d.description,
          isSystem: true,
          isPublic: d.isPublic,
        })),
      )
      .onConflictDoNothing()
      .returning({ key: configEntry.key, value: configEntry.value, valueType: configEntry.valueType });
    if (added.length > 0) {
      // The history starts with the seeded value, changed by no one.
      await tx
        .insert(configHistory)
        .values(
          added.map((row) => ({
            key: row.key,
            version: 1,
            action: 'create',
            valueType: row.valueType,
            oldValue: null,
            newValue: row.value,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(mainPage).values({ id: 1 }).onConflictDoNothing();
    return added.map((row) => row.key);
  });
}
