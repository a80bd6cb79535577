import { type ProductImportData, productCsvColumns } from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { stringify } from 'csv-stringify/sync';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { productSpu } from '../../db/schema.js';
import { refuseWith } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { writeInBatches } from './product-batches.js';
import { applyImport } from './product-import-apply.js';
import { batchesOf, IMPORT_BATCH_ROWS } from './product-import-batches.js';
import { type ImportPlan, planImport } from './product-import-plan.js';
import { readCsv } from './product-import-read.js';
import { undoImport } from './product-import-undo.js';
import { lockProducts } from './product-rules.js';
import { inIds, inTexts } from './product-sql.js';

/** The unique index on live SKU codes: a code an import adds, taken after it planned. */
const SKU_CODE_CONSTRAINT = 'product_sku_code_live_key';

/**
 * The product CSV import: a dry run that says what a file would do, and the import that does all
 * of it or, when any row is wrong, nothing. A refused import answers 400
 * (code 40000) whose `data` is the same `productImportData` as the dry run (applied: false), so
 * the console shows the same list of errors by line either way.
 */

function summary(plan: ImportPlan, applied: boolean): ProductImportData {
  return {
    rows: plan.rows,
    toCreate: plan.targets.reduce((n, t) => n + t.newSkus.length, 0),
    toUpdate: plan.updates.length,
    productsToCreate: plan.targets.filter((t) => t.id === null).length,
    errors: plan.errors,
    applied,
  };
}

export async function dryRunImport(db: Db, bytes: Buffer): Promise<ProductImportData> {
  return summary(await planImport(db, await readCsv(bytes)), false);
}

/** The live products a plan changes (SKU updates, SKUs added), in id order: the order they are locked in. */
function productsChanged(plan: ImportPlan): number[] {
  const ids = new Set([
    ...plan.updates.map((u) => u.spuId),
    ...plan.targets.flatMap((t) => (t.id === null ? [] : [t.id])),
  ]);
  return [...ids].sort((a, b) => a - b);
}

/**
 * True when what the plan read still holds, checked on locked rows: every product it read is
 * live at the same version (any edit of a product, its SKUs or its status bumps it), and no live
 * product has taken the title of one it makes. A code it adds taken meanwhile fails the insert on
 * the unique index, which plans again too.
 */
async function stillAsPlanned(tx: Db, plan: ImportPlan): Promise<boolean> {
  const read = [...plan.versions.keys()];
  const live = read.length
    ? await tx
        .select({ id: productSpu.id, version: productSpu.version })
        .from(productSpu)
        .where(and(inIds(productSpu.id, read), isNull(productSpu.deletedAt)))
    : [];
  if (live.length !== read.length || live.some((p) => plan.versions.get(p.id) !== p.version)) return false;
  const titles = plan.targets.filter((t) => t.id === null).map((t) => t.title.toLowerCase());
  if (titles.length === 0) return true;
  const [taken] = await tx
    .select({ id: productSpu.id })
    .from(productSpu)
    .where(and(inTexts(sql`lower(${productSpu.title})`, titles), isNull(productSpu.deletedAt)))
    .limit(1);
  return taken === undefined;
}

function refuseErrors(plan: ImportPlan): void {
  if (plan.errors.length === 0) return;
  throw refuseWith(Codes.VALIDATION, summary(plan, false), 'product.importRefused', {
    problems: plan.errors.length,
  });
}

/** Plans made outside the transaction that may meet a concurrent edit before the last one plans inside it. */
const OPTIMISTIC_TRIES = 3;

/** A batch found an edit made after the import planned: plan again. */
class StalePlan extends Error {}

/**
 * Writes the plan in batches (product-batches.ts), each locking its products and checking its
 * reads still hold; true when all are written. When one finds an edit that came in between (or a
 * code taken meanwhile), the batches before it are undone and the answer is false: plan again.
 */
async function applyInBatches(db: Db, actor: Actor, plan: ImportPlan): Promise<boolean> {
  try {
    const batches = batchesOf(plan, IMPORT_BATCH_ROWS);
    await writeInBatches(
      db,
      batches,
      async (tx, batch) => {
        await lockProducts(tx, batch.changed);
        if (!(await stillAsPlanned(tx, batch.plan))) throw new StalePlan();
        return applyImport(tx, actor, batch.plan, batch.changed);
      },
      undoImport,
    );
    return true;
  } catch (error) {
    if (error instanceof StalePlan || uniqueViolationOf(error) === SKU_CODE_CONSTRAINT) return false;
    throw error;
  }
}

/**
 * Plans with short reads outside any transaction (5,000 rows take a second of checking), then
 * writes in batches of short set-based transactions. A concurrent edit in between makes it plan
 * again; after OPTIMISTIC_TRIES such turns it plans and writes in one transaction, holding the
 * database longer but sure to end.
 */
export async function runImport(db: Db, actor: Actor, bytes: Buffer): Promise<ProductImportData> {
  const file = await readCsv(bytes);
  for (let attempt = 1; attempt <= OPTIMISTIC_TRIES; attempt++) {
    const plan = await planImport(db, file);
    refuseErrors(plan);
    if (await applyInBatches(db, actor, plan)) return summary(plan, true);
  }
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, file);
    refuseErrors(plan);
    const changed = productsChanged(plan);
    await lockProducts(tx, changed);
    await applyImport(tx, actor, plan, changed);
    return summary(plan, true);
  });
}

/** The header and one example row: a product with two options, money in units. */
export function importTemplate(): string {
  const example: Record<(typeof productCsvColumns)[number], string> = {
    product_title: 'Stoneware mug',
    subtitle: 'Hand-thrown, dishwasher safe',
    category: 'Ceramics > Mugs',
    status: 'DRAFT',
    is_new: 'true',
    is_recommended: 'false',
    option1_name: 'Colour',
    option1_value: 'Blue',
    option2_name: 'Size',
    option2_value: 'Large',
    option3_name: '',
    option3_value: '',
    sku_code: 'MUG-BLUE-L',
    price: '18.50',
    compare_at_price: '22.00',
    cost: '6.00',
    weight_g: '350',
    sku_status: 'ACTIVE',
    low_stock_threshold: '',
    on_hand: '',
    reserved: '',
  };
  const rows = [[...productCsvColumns], productCsvColumns.map((c) => example[c])];
  return `\ufeff${stringify(rows)}`;
}
