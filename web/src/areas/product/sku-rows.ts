import { combinationKey, type SkuStatus, skuCombinations } from '@shop/contract/areas/product';

/** An option as the form holds it while typing: a row just added may have nothing yet. */
export interface OptionDraft {
  name?: string;
  values?: string[];
}

/** One row of the SKU table as the form holds it (money in cents, empty inputs as null). */
export interface SkuRow {
  /** `combinationKey` of the values: the row's identity when the options change. */
  key: string;
  /** The saved SKU this row edits; null for a row not saved yet. */
  id: number | null;
  optionValues: string[];
  code: string;
  price: number | null;
  compareAtPrice: number | null;
  cost: number | null;
  weightGrams: number | null;
  status: SkuStatus;
  lowStockThreshold: number | null;
  imageId: number | null;
  /** Stock of a saved SKU, shown read-only (it changes only through inventory). */
  onHand: number | null;
  available: number | null;
}

/** A fresh row for one combination. */
export function newSkuRow(optionValues: string[]): SkuRow {
  return {
    key: combinationKey(optionValues),
    id: null,
    optionValues,
    code: '',
    price: null,
    compareAtPrice: null,
    cost: null,
    weightGrams: null,
    status: 'ACTIVE',
    lowStockThreshold: null,
    imageId: null,
    onHand: null,
    available: null,
  };
}

/**
 * The options that make combinations: those with at least one value. An option being typed (a
 * name, no values yet) must not wipe the table by multiplying it by zero.
 */
export function effectiveOptions(options: readonly (OptionDraft | undefined)[]): { values: string[] }[] {
  return options
    .map((option) => ({ values: (option?.values ?? []).map((v) => v.trim()).filter(Boolean) }))
    .filter((option) => option.values.length > 0);
}

/** Each combination once (values differing only in case make one combination). */
function combinationsOf(options: readonly (OptionDraft | undefined)[]): string[][] {
  const seen = new Set<string>();
  return skuCombinations(effectiveOptions(options)).filter((combo) => {
    const key = combinationKey(combo);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the shorter list of values appears, in order, within the longer (any case). */
function fitsWithin(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let at = 0;
  for (const value of long) {
    if (at < short.length && value.toLowerCase() === short[at]?.toLowerCase()) at++;
  }
  return at === short.length;
}

/** The prices and settings a row passes on to the rows an added option splits it into. */
function copiedFrom(origin: SkuRow, optionValues: string[]): SkuRow {
  const { price, compareAtPrice, cost, weightGrams, status, lowStockThreshold } = origin;
  return { ...newSkuRow(optionValues), price, compareAtPrice, cost, weightGrams, status, lowStockThreshold };
}

/**
 * The SKU rows after the options changed from `previous` to `next`, in combination order:
 * - a row whose combination still exists stays as it is (matched by `combinationKey`);
 * - a combination that is new gets a fresh row, but one that existed before and has no row is
 *   left out: the user deleted that row, and changing another option should not bring it back;
 * - when an option is added or removed, each old row carries on as the first combination it fits
 *   (Blue → Blue / S), keeping its id, code and stock, and its siblings copy its prices;
 * - rows whose combination vanished are dropped.
 */
export function mergeSkuRows(
  previous: readonly (OptionDraft | undefined)[],
  next: readonly (OptionDraft | undefined)[],
  rows: readonly SkuRow[],
): SkuRow[] {
  const before = new Set(combinationsOf(previous).map(combinationKey));
  const reshaped = effectiveOptions(previous).length !== effectiveOptions(next).length;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const used = new Set<SkuRow>();
  const merged: SkuRow[] = [];
  for (const combo of combinationsOf(next)) {
    const key = combinationKey(combo);
    const same = byKey.get(key);
    if (same && !used.has(same)) {
      used.add(same);
      merged.push({ ...same, key, optionValues: combo });
    } else if (reshaped) {
      const origins = rows.filter((row) => fitsWithin(row.optionValues, combo));
      const origin = origins.find((row) => !used.has(row));
      if (origin) {
        used.add(origin);
        merged.push({ ...origin, key, optionValues: combo });
      } else {
        const sibling = origins[0];
        merged.push(sibling ? copiedFrom(sibling, combo) : newSkuRow(combo));
      }
    } else if (!before.has(key)) {
      merged.push(newSkuRow(combo));
    }
  }
  return merged;
}

/** Combinations of the options that have no row (deleted by the user), in option order. */
export function missingCombinations(options: readonly (OptionDraft | undefined)[], rows: readonly SkuRow[]) {
  const present = new Set(rows.map((row) => row.key));
  return combinationsOf(options).filter((combo) => !present.has(combinationKey(combo)));
}

/** Every combination of the options with a row again: kept rows as they are, missing ones fresh. */
export function withMissingRows(options: readonly (OptionDraft | undefined)[], rows: readonly SkuRow[]) {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return combinationsOf(options).map((combo) => byKey.get(combinationKey(combo)) ?? newSkuRow(combo));
}
