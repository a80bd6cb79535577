import { describe, expect, it } from 'vitest';
import { mergeSkuRows, missingCombinations, newSkuRow, type SkuRow, withMissingRows } from './sku-rows';

const colour = { name: 'Colour', values: ['Blue', 'Green'] };
const size = { name: 'Size', values: ['S', 'M'] };

/** A saved row with a price and stock, as the edit page loads it. */
const saved = (values: string[], id: number, price: number): SkuRow => ({
  ...newSkuRow(values),
  id,
  code: `C${id}`,
  price,
  onHand: 3,
  available: 3,
});

const labels = (rows: SkuRow[]) => rows.map((r) => r.optionValues.join('/'));

describe('mergeSkuRows', () => {
  it('makes one row per combination, in option order', () => {
    const rows = mergeSkuRows([], [colour, size], []);
    expect(labels(rows)).toEqual(['Blue/S', 'Blue/M', 'Green/S', 'Green/M']);
    expect(rows.map((r) => r.key)).toEqual(['blue|s', 'blue|m', 'green|s', 'green|m']);
    expect(rows[0]).toMatchObject({ id: null, code: '', price: null, status: 'ACTIVE' });
  });

  it('keeps rows whose combination stays, adds new ones and drops vanished ones', () => {
    const rows = [saved(['Blue', 'S'], 1, 500), saved(['Blue', 'M'], 2, 600), saved(['Green', 'S'], 3, 700)];
    const next = [{ name: 'Colour', values: ['Blue', 'Red'] }, size];
    const merged = mergeSkuRows([colour, size], next, rows);
    expect(labels(merged)).toEqual(['Blue/S', 'Blue/M', 'Red/S', 'Red/M']);
    expect(merged.map((r) => r.id)).toEqual([1, 2, null, null]);
    expect(merged[1]?.price).toBe(600);
  });

  it('matches values in any case and takes the new spelling', () => {
    const rows = [saved(['blue'], 1, 500)];
    const merged = mergeSkuRows([{ values: ['blue'] }], [{ values: ['Blue'] }], rows);
    expect(merged).toEqual([{ ...rows[0], optionValues: ['Blue'], key: 'blue' }]);
  });

  it('does not bring back a row the user deleted when another option changes', () => {
    const rows = mergeSkuRows([], [colour, size], []).filter((r) => r.key !== 'green|m');
    const next = [colour, { name: 'Size', values: ['S', 'M', 'L'] }];
    expect(labels(mergeSkuRows([colour, size], next, rows))).toEqual([
      'Blue/S',
      'Blue/M',
      'Blue/L',
      'Green/S',
      'Green/L',
    ]);
    expect(missingCombinations(next, rows).map((c) => c.join('/'))).toEqual(['Blue/L', 'Green/M', 'Green/L']);
  });

  it('ignores an option with no values yet instead of emptying the table', () => {
    const rows = [saved(['Blue'], 1, 500), saved(['Green'], 2, 600)];
    const next = [colour, { name: 'Size', values: [] }];
    expect(mergeSkuRows([colour], next, rows)).toEqual(rows);
  });

  it('carries each row into the first combination it fits when an option is added', () => {
    const rows = [saved(['Blue'], 1, 500), saved(['Green'], 2, 600)];
    const merged = mergeSkuRows([colour], [colour, size], rows);
    expect(labels(merged)).toEqual(['Blue/S', 'Blue/M', 'Green/S', 'Green/M']);
    expect(merged.map((r) => [r.id, r.code, r.price])).toEqual([
      [1, 'C1', 500],
      [null, '', 500],
      [2, 'C2', 600],
      [null, '', 600],
    ]);
    expect(merged[1]?.onHand).toBeNull();
  });

  it('keeps one row per remaining combination when an option is removed', () => {
    const rows = [saved(['Blue', 'S'], 1, 500), saved(['Blue', 'M'], 2, 600), saved(['Green', 'M'], 3, 700)];
    const merged = mergeSkuRows([colour, size], [colour], rows);
    expect(merged.map((r) => [r.optionValues, r.id])).toEqual([
      [['Blue'], 1],
      [['Green'], 3],
    ]);
  });

  it('turns the single SKU of a product without options into the first combination', () => {
    const single = [saved([], 9, 1000)];
    const merged = mergeSkuRows([], [colour], single);
    expect(merged.map((r) => [r.optionValues, r.id, r.price])).toEqual([
      [['Blue'], 9, 1000],
      [['Green'], null, 1000],
    ]);
    expect(mergeSkuRows([colour], [], merged).map((r) => r.id)).toEqual([9]);
  });

  it('makes one combination of values that differ only in case', () => {
    expect(labels(mergeSkuRows([], [{ values: ['Blue', 'BLUE'] }], []))).toEqual(['Blue']);
  });
});

describe('withMissingRows', () => {
  it('adds the deleted combinations back in option order, keeping the others', () => {
    const rows = [saved(['Green', 'M'], 4, 900)];
    const all = withMissingRows([colour, size], rows);
    expect(labels(all)).toEqual(['Blue/S', 'Blue/M', 'Green/S', 'Green/M']);
    expect(all[3]).toBe(rows[0]);
  });
});
