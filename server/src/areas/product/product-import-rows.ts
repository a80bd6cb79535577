import {
  centsField,
  type ImportRowError,
  MAX_OPTIONS,
  type ProductCsvColumn,
  productFields,
  productOption,
  type SkuStatus,
  skuCode,
  skuStatuses,
} from '@shop/contract/areas/product';
import { issueMessage } from '@shop/contract/field-issue';
import type { z } from 'zod';
import { parseFlag, parseMoney, parseWhole } from './product-csv-values.js';
import type { CsvRecord } from './product-import-read.js';
import { englishOfProblem, type Problem, problem } from './product-problem.js';

/**
 * One CSV record read into typed values, each cell checked on its own (no database): what is
 * wrong is reported with the record's line and the column. Whether the row updates or creates,
 * and what that needs, is decided later (product-import-plan.ts).
 */

/** The SKU columns a row may set; a column the header lacks is absent, so an update leaves it alone. */
export interface SkuValues {
  price?: number;
  compareAtPrice?: number | null;
  cost?: number | null;
  weightGrams?: number | null;
  /** Absent when the cell is empty: a new SKU is ACTIVE, an updated one keeps its status. */
  status?: SkuStatus;
  lowStockThreshold?: number | null;
}

export interface ImportRow {
  line: number;
  code: string;
  title: string;
  subtitle: string;
  category: string;
  /** As written, upper-cased; only a row that makes a new product reads it. */
  status: string;
  isNew: boolean;
  isRecommended: boolean;
  options: { name: string; value: string }[];
  sku: SkuValues;
  /** True when any cell was wrong: the row is reported and otherwise skipped. */
  bad: boolean;
}

/** A row problem as the import report lists it: line, column, its key and the English. */
export function rowError(line: number, column: ProductCsvColumn | null, found: Problem): ImportRowError {
  return { line, column, message: englishOfProblem(found), ...found };
}

/** What zod found wrong with a cell, as the same message the form would show. */
function schemaProblem(error: z.ZodError | undefined): Problem {
  const issue = error?.issues[0];
  return issue ? issueMessage(issue) : problem('field.invalid');
}

const MAX_WEIGHT = 1_000_000;
const MAX_THRESHOLD = 1_000_000;

/** Reads one record; problems go to `errors`. */
export function readRow(record: CsvRecord, errors: ImportRowError[]): ImportRow {
  const { line, cells } = record;
  const startCount = errors.length;
  const fail = (column: ProductCsvColumn | null, found: Problem) =>
    errors.push(rowError(line, column, found));
  const cell = (column: ProductCsvColumn) => cells[column] ?? '';
  const has = (column: ProductCsvColumn) => column in cells;

  if (record.overflowing) fail(null, problem('product.rowTooManyCells'));

  const checked = <T>(column: ProductCsvColumn, schema: z.ZodType<T>, text: string): T | undefined => {
    const result = schema.safeParse(text);
    if (!result.success) fail(column, schemaProblem(result.error));
    return result.success ? result.data : undefined;
  };
  const code = checked('sku_code', skuCode, cell('sku_code')) ?? cell('sku_code');

  const money = (column: ProductCsvColumn, required: boolean): number | null | undefined => {
    if (!has(column)) return undefined;
    const text = cell(column);
    if (text === '') {
      if (required) fail(column, problem('product.rowPriceRequired'));
      return null;
    }
    const cents = parseMoney(text);
    if (cents === undefined || !centsField.safeParse(cents).success) {
      fail(column, problem('product.rowAmount'));
      return undefined;
    }
    return cents;
  };
  const whole = (column: ProductCsvColumn, max: number): number | null | undefined => {
    if (!has(column) || cell(column) === '') return has(column) ? null : undefined;
    const n = parseWhole(cell(column));
    if (n === undefined || n > max) fail(column, problem('product.rowWholeNumber', { max }));
    return n !== undefined && n <= max ? n : undefined;
  };
  const flag = (column: ProductCsvColumn): boolean => {
    const text = cell(column);
    if (text === '') return false;
    const value = parseFlag(text);
    if (value === undefined) fail(column, problem('product.rowFlag'));
    return value ?? false;
  };

  const sku: SkuValues = {};
  const price = money('price', true);
  if (price !== undefined && price !== null) sku.price = price;
  const compareAtPrice = money('compare_at_price', false);
  if (compareAtPrice !== undefined) sku.compareAtPrice = compareAtPrice;
  const cost = money('cost', false);
  if (cost !== undefined) sku.cost = cost;
  const weight = whole('weight_g', MAX_WEIGHT);
  if (weight !== undefined) sku.weightGrams = weight;
  const threshold = whole('low_stock_threshold', MAX_THRESHOLD);
  if (threshold !== undefined) sku.lowStockThreshold = threshold;
  const skuStatus = cell('sku_status').toUpperCase();
  if (skuStatus !== '') {
    if ((skuStatuses as readonly string[]).includes(skuStatus)) sku.status = skuStatus as SkuStatus;
    else fail('sku_status', problem('product.rowSkuStatus'));
  }

  return {
    line,
    code,
    title: cell('product_title'),
    subtitle: cell('subtitle'),
    category: cell('category'),
    status: cell('status').toUpperCase(),
    isNew: flag('is_new'),
    isRecommended: flag('is_recommended'),
    options: readOptions(cell, fail),
    sku,
    bad: errors.length > startCount,
  };
}

type Cell = (column: ProductCsvColumn) => string;
type Fail = (column: ProductCsvColumn | null, found: Problem) => void;

/** option1…option3 name/value pairs, filled from the first without gaps. */
function readOptions(cell: Cell, fail: Fail): ImportRow['options'] {
  const options: ImportRow['options'] = [];
  let gap = false;
  for (let n = 1; n <= MAX_OPTIONS; n++) {
    const nameColumn = `option${n}_name` as ProductCsvColumn;
    const valueColumn = `option${n}_value` as ProductCsvColumn;
    const name = cell(nameColumn);
    const value = cell(valueColumn);
    if (name === '' && value === '') {
      gap = true;
      continue;
    }
    if (gap) {
      fail(nameColumn, problem('product.rowOptionGap', { previous: n - 1, next: n }));
      continue;
    }
    const nameCheck = productOption.shape.name.safeParse(name);
    if (!nameCheck.success) fail(nameColumn, schemaProblem(nameCheck.error));
    const valueCheck = productOption.shape.values.element.safeParse(value);
    if (!valueCheck.success) fail(valueColumn, schemaProblem(valueCheck.error));
    if (options.some((o) => o.name.toLowerCase() === name.toLowerCase())) {
      fail(nameColumn, problem('product.optionNamesDiffer'));
    }
    options.push({ name, value });
  }
  return options;
}

/** The checks on product columns, for a row that makes a new product. */
export function productColumnIssue(
  row: ImportRow,
): { column: ProductCsvColumn; problem: Problem } | undefined {
  const title = productFields.shape.title.safeParse(row.title);
  if (!title.success) return { column: 'product_title', problem: schemaProblem(title.error) };
  const subtitle = productFields.shape.subtitle.safeParse(row.subtitle);
  if (!subtitle.success) return { column: 'subtitle', problem: schemaProblem(subtitle.error) };
  if (!['', 'DRAFT', 'OFF_SALE'].includes(row.status)) {
    return { column: 'status', problem: problem('product.rowStatus') };
  }
  return undefined;
}
