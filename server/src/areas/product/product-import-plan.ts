import { setImmediate } from 'node:timers/promises';
import {
  combinationKey,
  type ImportRowError,
  MAX_OPTION_VALUES,
  MAX_SKUS_PER_PRODUCT,
  type ProductCsvColumn,
} from '@shop/contract/areas/product';
import type { Db } from '../../db/client.js';
import { hasPricedActiveSku } from './product-checks.js';
import { pathKey } from './product-csv-values.js';
import { type ExistingProduct, type ImportLookup, lookUp } from './product-import-lookup.js';
import type { CsvFile } from './product-import-read.js';
import {
  type ImportRow,
  productColumnIssue,
  readRow,
  rowError,
  type SkuValues,
} from './product-import-rows.js';
import { type Problem, problem } from './product-problem.js';

/**
 * What a file would do, row by row: a row whose code is a live SKU updates it; any other row
 * adds a SKU to the live product of its title, or to a new DRAFT (or OFF_SALE) product made from
 * the rows sharing that title. Every problem is an error with its line; a bad row is skipped so
 * the rows after it are still checked.
 */

interface SkuUpdate {
  line: number;
  skuId: number;
  spuId: number;
  values: SkuValues;
}

export interface NewSku {
  line: number;
  code: string;
  optionValues: string[];
  values: SkuValues;
}

/** A product the import adds SKUs to: an existing one (`id`), or one it makes (`id` null). */
export interface ProductTarget {
  id: number | null;
  title: string;
  subtitle: string;
  categoryId: number | null;
  status: 'DRAFT' | 'OFF_SALE';
  isNew: boolean;
  isRecommended: boolean;
  options: { name: string; values: string[] }[];
  combos: Set<string>;
  skuCount: number;
  newSkus: NewSku[];
}

export interface ImportPlan {
  rows: number;
  /** The version of every live product the plan read: it holds only while they are unchanged. */
  versions: Map<number, number>;
  updates: SkuUpdate[];
  targets: ProductTarget[];
  errors: ImportRowError[];
}

type RowError = { column: ProductCsvColumn | null; problem: Problem };

function targetOf(product: ExistingProduct): ProductTarget {
  return {
    id: product.id,
    title: product.title,
    subtitle: '',
    categoryId: null,
    status: 'DRAFT',
    isNew: false,
    isRecommended: false,
    options: product.options.map((o) => ({ name: o.name, values: [...o.values] })),
    combos: new Set(product.skus.map((s) => s.combo)),
    skuCount: product.skus.length,
    newSkus: [],
  };
}

/** A new product from the first row of its title; an error when its product columns are wrong. */
function newTarget(row: ImportRow, lookup: ImportLookup): ProductTarget | RowError {
  const issue = productColumnIssue(row);
  if (issue) return issue;
  const categoryId = row.category === '' ? null : lookup.categoryByPath.get(pathKey(row.category));
  if (categoryId === undefined) {
    return { column: 'category', problem: problem('product.rowNoSuchCategory', { category: row.category }) };
  }
  return {
    id: null,
    title: row.title,
    subtitle: row.subtitle,
    categoryId,
    status: row.status === 'OFF_SALE' ? 'OFF_SALE' : 'DRAFT',
    isNew: row.isNew,
    isRecommended: row.isRecommended,
    options: row.options.map((o) => ({ name: o.name, values: [] })),
    combos: new Set(),
    skuCount: 0,
    newSkus: [],
  };
}

/** Adds the row's SKU to the product, adding option values it lacks; an error when it does not fit. */
function addSku(target: ProductTarget, row: ImportRow): RowError | undefined {
  const names = target.options.map((o) => o.name);
  const fits =
    row.options.length === names.length &&
    row.options.every((o, i) => o.name.toLowerCase() === names[i]?.toLowerCase());
  if (!fits) {
    const { title } = target;
    return {
      column: 'option1_name',
      problem: names.length
        ? problem('product.rowOptionsDiffer', { title, options: names.join(', ') })
        : problem('product.rowNoOptions', { title }),
    };
  }
  const values = row.options.map((o, i) => {
    const option = target.options[i];
    return option?.values.find((v) => v.toLowerCase() === o.value.toLowerCase()) ?? o.value;
  });
  const full = target.options.findIndex(
    (o, i) => !o.values.includes(values[i] ?? '') && o.values.length >= MAX_OPTION_VALUES,
  );
  if (full >= 0) {
    return {
      column: `option${full + 1}_value` as ProductCsvColumn,
      problem: problem('product.tooManyOptionValues', { max: MAX_OPTION_VALUES }),
    };
  }
  const combo = combinationKey(values);
  if (target.combos.has(combo)) return { column: null, problem: problem('product.rowSameOptions') };
  if (target.skuCount >= MAX_SKUS_PER_PRODUCT) {
    return { column: null, problem: problem('product.rowTooManySkus', { max: MAX_SKUS_PER_PRODUCT }) };
  }
  target.options.forEach((o, i) => {
    const value = values[i] ?? '';
    if (!o.values.includes(value)) o.values.push(value);
  });
  target.combos.add(combo);
  target.skuCount++;
  target.newSkus.push({ line: row.line, code: row.code, optionValues: values, values: row.sku });
  return undefined;
}

/** Where a create row's SKU goes: the live product of its title, or the new product of that title. */
function createRow(
  row: ImportRow,
  lookup: ImportLookup,
  targets: Map<string, ProductTarget>,
): RowError | undefined {
  const key = row.title.toLowerCase();
  let target = targets.get(key);
  if (!target) {
    const existing = lookup.productsByTitle.get(key) ?? [];
    if (existing.length > 1) {
      return { column: 'product_title', problem: problem('product.rowTitleAmbiguous') };
    }
    const made = existing[0] ? targetOf(existing[0]) : newTarget(row, lookup);
    if (!('combos' in made)) return made;
    target = made;
    targets.set(key, target);
  }
  return addSku(target, row);
}

/**
 * A product on sale must keep an active SKU with a price once the file's changes apply; the error
 * goes on the last row that touches it.
 */
function checkStillSellable(plan: ImportPlan, lookup: ImportLookup) {
  const lastLine = new Map<number, number>();
  const updated = new Map<number, Map<number, SkuValues>>();
  for (const u of plan.updates) {
    lastLine.set(u.spuId, u.line);
    updated.set(u.spuId, (updated.get(u.spuId) ?? new Map()).set(u.skuId, u.values));
  }
  const addedTo = new Map(plan.targets.map((t) => [t.id, t.newSkus]));
  for (const [spuId, line] of lastLine) {
    const product = lookup.products.get(spuId);
    if (product?.status !== 'ON_SALE') continue;
    const mine = updated.get(spuId);
    const skus = product.skus.map((s) => ({
      status: mine?.get(s.id)?.status ?? s.status,
      price: mine?.get(s.id)?.price ?? s.price,
    }));
    const added = addedTo.get(spuId) ?? [];
    skus.push(...added.map((n) => ({ status: n.values.status ?? 'ACTIVE', price: n.values.price ?? 0 })));
    if (!hasPricedActiveSku(skus))
      plan.errors.push(rowError(line, null, problem('product.publishNeedsPricedSku')));
  }
}

/** Rows read between two turns of the event loop: reading 5,000 at once stalled it for 0.1–0.6 s. */
const ROWS_PER_TURN = 250;

async function readRows(file: CsvFile, errors: ImportRowError[]): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for (const [i, record] of file.records.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await setImmediate();
    rows.push(readRow(record, errors));
  }
  return rows;
}

/** Reads every row, looks up what it names, and plans (or reports) each. */
export async function planImport(db: Db, file: CsvFile): Promise<ImportPlan> {
  const errors: ImportRowError[] = [];
  const rows = await readRows(file, errors);
  const lookup = await lookUp(db, rows);
  await setImmediate();
  const versions = new Map([...lookup.products.values()].map((p) => [p.id, p.version]));
  const plan: ImportPlan = { rows: rows.length, versions, updates: [], targets: [], errors };
  const targets = new Map<string, ProductTarget>();
  const firstLineOf = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await setImmediate();
    const code = row.code.toLowerCase();
    const earlier = firstLineOf.get(code);
    if (earlier !== undefined && code !== '') {
      errors.push(rowError(row.line, 'sku_code', problem('product.rowCodeRepeated', { earlier })));
      continue;
    }
    firstLineOf.set(code, row.line);
    if (row.bad) continue;
    const existing = lookup.skuByCode.get(code);
    if (existing) {
      plan.updates.push({ line: row.line, skuId: existing.id, spuId: existing.spuId, values: row.sku });
      continue;
    }
    const error = createRow(row, lookup, targets);
    if (error) errors.push(rowError(row.line, error.column, error.problem));
  }
  plan.targets = [...targets.values()].filter((t) => t.newSkus.length > 0);
  checkStillSellable(plan, lookup);
  errors.sort((a, b) => a.line - b.line);
  return plan;
}
