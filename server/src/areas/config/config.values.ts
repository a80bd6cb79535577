import type { ConfigEntry, ConfigHistoryEntry } from '@shop/contract/areas/config';
import type { ConfigValueType, ConfigWireValue } from '@shop/contract/areas/config-values';
import { imageUrlOf } from '../../lib/media-refs.js';
import type { EntryRow } from './config.table.js';

/**
 * Between the value the form edits (JSON as text) and the value stored and read by code (JSON
 * parsed): the contract has already checked that the text parses.
 */
export function toStored(type: ConfigValueType, wire: unknown): unknown {
  return type === 'json' ? JSON.parse(wire as string) : wire;
}

function toWire(type: string, stored: unknown): ConfigWireValue {
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
    imageUrl: imageUrlOf(row.imageSha256, row.imageMime),
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

interface HistoryRow {
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
