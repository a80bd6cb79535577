/**
 * A record before and after a change, as rows a person compares: one per field, nested objects
 * (and lists of objects) spread into paths (`address.city`, `skus[1].price`) so a deep change reads
 * as the one value it was; a list of plain values stays whole (`["gift","sale"]`). A create has no
 * before (its fields are `added`), a delete no after (`removed`).
 */

export type DiffKind = 'changed' | 'added' | 'removed' | 'same';

export interface DiffRow {
  /** '' for the record itself when it is not an object (a bare value). */
  path: string;
  before: unknown;
  after: unknown;
  kind: DiffKind;
}

type Container = [key: string | number, value: unknown][];

const isNil = (value: unknown) => value === null || value === undefined;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value's children when it spreads into paths, else undefined. */
function childrenOf(value: unknown): Container | undefined {
  if (isPlainObject(value)) return Object.entries(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject))
    return value.map((v, i) => [i, v]);
  return undefined;
}

function joined(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function kindOf(before: unknown, after: unknown): DiffKind {
  if (same(before, after)) return 'same';
  if (isNil(before)) return 'added';
  if (isNil(after)) return 'removed';
  return 'changed';
}

function walk(before: unknown, after: unknown, path: string, rows: DiffRow[]): void {
  const was = childrenOf(before);
  const now = childrenOf(after);
  // Spread when both sides are containers of one shape, or one side is and the other is nothing.
  const spreads =
    (was || now) &&
    (was ? isNil(after) || (now && Array.isArray(before) === Array.isArray(after)) : isNil(before));
  if (!spreads) {
    rows.push({ path, before, after, kind: kindOf(before, after) });
    return;
  }
  const keys = new Map<string | number, [unknown, unknown]>();
  for (const [key, value] of now ?? []) keys.set(key, [undefined, value]);
  for (const [key, value] of was ?? []) keys.set(key, [value, keys.get(key)?.[1]]);
  for (const [key, [b, a]] of keys) walk(b, a, joined(path, key), rows);
}

export function diffRecords(before: unknown, after: unknown): DiffRow[] {
  const rows: DiffRow[] = [];
  if (isNil(before) && isNil(after)) return rows;
  walk(before, after, '', rows);
  return rows;
}

/** A value as a cell shows it: text as written, everything else as JSON (indented when it nests). */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  const flat = JSON.stringify(value);
  return flat.length > 60 && typeof value === 'object' ? JSON.stringify(value, null, 2) : flat;
}
