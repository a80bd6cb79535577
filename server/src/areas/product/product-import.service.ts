import { type ProductImportData, productCsvColumns } from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.js';
import { refuseWith } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { applyImport } from './product-import-apply.js';
import { type ImportPlan, planImport } from './product-import-plan.js';
import { readCsv } from './product-import-read.js';

/**
 * The product CSV import: a dry run that says what a file would do, and the import that does all
 * of it in one transaction or, when any row is wrong, nothing. A refused import answers 400
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
  return summary(await planImport(db, readCsv(bytes)), false);
}

export async function runImport(db: Db, actor: Actor, bytes: Buffer): Promise<ProductImportData> {
  const file = readCsv(bytes);
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, file);
    if (plan.errors.length > 0) {
      throw refuseWith(Codes.VALIDATION, summary(plan, false), 'product.importRefused', {
        problems: plan.errors.length,
      });
    }
    await applyImport(tx, actor, plan);
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
