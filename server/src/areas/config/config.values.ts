import {
  type ConfigEntry,
  type ConfigHistoryEntry,
  NO_SUCH_IMAGE_MESSAGE,
} from '@shop/contract/areas/config';
import type { ConfigValueType, ConfigWireValue } from '@shop/contract/areas/config-values';
import { type ImageMime, mediaUrl } from '@shop/contract/areas/media';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaAsset } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import type { EntryRow } from './config.table.js';

/**
 * Between the value the form edits (JSON as text) and the value stored and read by code (JSON
 * parsed): the contract has already checked that the text parses.
 */
export function toStored(type: ConfigValueType, wire: unknown): unknown {
  return type === 'json' ? JSON.parse(wire as string) : wire;
}

export function toWire(type: string, stored: unknown): ConfigWireValue {
  if (type === 'json') return JSON.stringify(stored, null, 2);
  // A row written by hand may hold anything; it still reaches the form as text.
  if (typeof stored === 'string' || typeof stored === 'number' || typeof stored === 'boolean') return stored;
  return JSON.stringify(stored);
}

export function toItem(row: EntryRow): ConfigEntry {
  return {
    key: row.key,
    valueType: row.valueType as ConfigEntry['valueType'],
    value: toWire(row.valueType, row.value),
    imageUrl: row.imageSha256 ? mediaUrl(row.imageSha256, row.imageMime as ImageMime) : null,
    category: row.category,
    label: row.label,
    description: row.description,
    isSystem: row.isSystem,
    isPublic: row.isPublic,
    version: row.version,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface HistoryRow {
  version: number;
  action: string;
  valueType: string;
  oldValue: unknown;
  newValue: unknown;
  changedBy: string | null;
  changedAt: Date;
}

export function toHistoryItem(row: HistoryRow): ConfigHistoryEntry {
  // Before a create and after a delete there is no value: SQL NULL, not JSON null.
  return {
    version: row.version,
    action: row.action as ConfigHistoryEntry['action'],
    valueType: row.valueType as ConfigHistoryEntry['valueType'],
    oldValue: row.action === 'create' ? null : toWire(row.valueType, row.oldValue),
    newValue: row.action === 'delete' ? null : toWire(row.valueType, row.newValue),
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  };
}

/** An image value must name an image that was uploaded. */
export async function assertImageExists(db: Db, id: unknown, field: string): Promise<void> {
  const [row] = await db
    .select({ id: mediaAsset.id })
    .from(mediaAsset)
    .where(eq(mediaAsset.id, id as number));
  if (!row) throw invalidField([field], NO_SUCH_IMAGE_MESSAGE);
}
