import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productOption, productSku } from '../../db/schema.js';
import { type Actor, recordAudits } from '../../http/audit.js';
import type { WrittenVersion } from './product-batches.js';
import type { SkuRow } from './product-detail.table.js';
import type { ImportPlan, NewSku, ProductTarget } from './product-import-plan.js';
import { pinyinColumns } from './product-pinyin.js';
import { skuSnapshot } from './product-sku-writes.js';
import { inIds, jsonb } from './product-sql.js';

/**
 * Writes an import plan that has no errors, in the caller's transaction, with a handful of
 * set-based statements whatever the file's size (a statement per row held the embedded database
 * for 20 s on 5,000 rows): SKU updates, new products, their options, every new SKU, the version
 * bump of every product touched (an edit form open on one must reload) and one audit row each.
 * Rows travel as one JSON parameter: a multi-row VALUES of 5,000 SKUs would pass PostgreSQL's
 * 65,535 parameters.
 */

function newSkuRow(spuId: number, sku: NewSku) {
  return {
    spuId,
    code: sku.code,
    optionValues: sku.optionValues,
    price: sku.values.price ?? 0,
    compareAtPrice: sku.values.compareAtPrice ?? null,
    cost: sku.values.cost ?? null,
    weightGrams: sku.values.weightGrams ?? null,
    status: sku.values.status ?? 'ACTIVE',
    lowStockThreshold: sku.values.lowStockThreshold ?? null,
  };
}

/** The SKU columns an update row sets: only those its file has. */
function updateColumns(values: ImportPlan['updates'][number]['values']) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<SkuRow>;
}

/** Sets, on each listed SKU, the columns its row has (a key absent from its JSON leaves the column alone). */
async function updateSkus(tx: Db, updates: ImportPlan['updates']) {
  if (updates.length === 0) return;
  const rows = updates.map((u) => ({ id: u.skuId, ...updateColumns(u.values) }));
  const column = (key: string, name: string, type: string) =>
    sql.raw(`${name} = CASE WHEN v.j ? '${key}' THEN (v.j->>'${key}')::${type} ELSE s.${name} END`);
  await tx.execute(sql`
    UPDATE product_sku s SET
      ${column('price', 'price', 'bigint')}, ${column('compareAtPrice', 'compare_at_price', 'bigint')},
      ${column('cost', 'cost', 'bigint')}, ${column('weightGrams', 'weight_g', 'int')},
      ${column('status', 'status', 'text')}, ${column('lowStockThreshold', 'low_stock_threshold', 'int')},
      version = s.version + 1, updated_at = now()
    FROM jsonb_array_elements(${jsonb(rows)}) AS v(j)
    WHERE s.id = (v.j->>'id')::int AND ${inIds(
      sql`s.id`,
      rows.map((r) => r.id),
    )} AND s.deleted_at IS NULL`);
}

/** Makes the new products; answers their ids by lower-case title (titles are one product each). */
async function insertProducts(tx: Db, actor: Actor, targets: ProductTarget[]): Promise<Map<string, number>> {
  if (targets.length === 0) return new Map();
  const rows = targets.map((t) => ({
    title: t.title,
    ...pinyinColumns(t.title),
    subtitle: t.subtitle,
    categoryId: t.categoryId,
    status: t.status,
    isNew: t.isNew,
    isRecommended: t.isRecommended,
  }));
  const created = await tx.execute(sql`
    INSERT INTO product_spu (title, search_pinyin, search_initials, subtitle, category_id, status, is_new,
      is_recommended, updated_by)
    SELECT title, "searchPinyin", "searchInitials", subtitle, "categoryId", status, "isNew", "isRecommended",
      ${actor.staffUserId}::int
    FROM jsonb_to_recordset(${jsonb(rows)}) AS r(title text, "searchPinyin" text, "searchInitials" text,
      subtitle text, "categoryId" int, status text, "isNew" boolean, "isRecommended" boolean)
    RETURNING id, title`);
  const { rows: ids } = created as unknown as { rows: { id: number; title: string }[] };
  return new Map(ids.map((p) => [p.title.toLowerCase(), Number(p.id)]));
}

/** A product option row, as replaced and as put back. */
export interface OptionRow {
  spuId: number;
  position: number;
  name: string;
  values: string[];
}

/** Inserts option rows in one statement. */
export async function insertOptions(tx: Db, rows: OptionRow[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_option (spu_id, position, name, values)
    SELECT "spuId", position, name, values
    FROM jsonb_to_recordset(${jsonb(rows)}) AS r("spuId" int, position int, name text, values text[])`);
}

function optionRows(targets: { spuId: number; target: ProductTarget }[]): OptionRow[] {
  return targets.flatMap(({ spuId, target }) =>
    target.options.map((o, position) => ({ spuId, position, name: o.name, values: o.values })),
  );
}

/**
 * Replaces the options of every product the plan adds SKUs to (a new one has none yet); answers
 * the rows replaced.
 */
async function replaceAllOptions(tx: Db, targets: { spuId: number; target: ProductTarget }[]) {
  const existing = targets.filter(({ target }) => target.id !== null).map((t) => t.spuId);
  const replaced = existing.length
    ? await tx.delete(productOption).where(inIds(productOption.spuId, existing)).returning({
        spuId: productOption.spuId,
        position: productOption.position,
        name: productOption.name,
        values: productOption.values,
      })
    : [];
  await insertOptions(tx, optionRows(targets));
  return { replaced, existing };
}

/** What one applied plan wrote, for undoing it when a later batch of the same import fails. */
export interface ImportUndo {
  /** The updated SKUs as they were. */
  skusBefore: SkuRow[];
  /** The option rows replaced on existing products, and those products. */
  optionsBefore: OptionRow[];
  optionsOf: number[];
  addedSkuIds: number[];
  createdSpuIds: number[];
  /** Existing products whose version it bumped, at the version it left them. */
  bumped: WrittenVersion[];
  auditIds: number[];
  actor: Actor;
}

type NewSkuRow = ReturnType<typeof newSkuRow>;

/** Inserts every new SKU; answers the ids by lower-case code (live codes are unique). */
async function insertSkus(tx: Db, rows: NewSkuRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await tx.execute(sql`
    INSERT INTO product_sku (spu_id, code, option_values, price, compare_at_price, cost, weight_g, status,
                             low_stock_threshold)
    SELECT "spuId", code, "optionValues", price, "compareAtPrice", cost, "weightGrams", status, "lowStockThreshold"
    FROM jsonb_to_recordset(${jsonb(rows)}) AS r("spuId" int, code text, "optionValues" text[], price bigint,
      "compareAtPrice" bigint, cost bigint, "weightGrams" int, status text, "lowStockThreshold" int)
    RETURNING id, code`);
  const { rows: ids } = inserted as unknown as { rows: { id: number; code: string }[] };
  return new Map(ids.map((r) => [r.code.toLowerCase(), Number(r.id)]));
}

/** A new SKU as the audit trail keeps it (what skuSnapshot gives for a row just inserted). */
function newSkuSnapshot(row: NewSkuRow, id: number) {
  const { spuId: _, ...columns } = row;
  return { id, ...columns, imageId: null };
}

/**
 * Applies the plan. `existing` are the live products it changes (those with SKU updates and
 * those it adds SKUs to), locked by the caller with their SKUs.
 */
export async function applyImport(
  tx: Db,
  actor: Actor,
  plan: ImportPlan,
  existing: number[],
): Promise<ImportUndo> {
  const updatedIds = plan.updates.map((u) => u.skuId);
  const before = updatedIds.length
    ? await tx.select().from(productSku).where(inIds(productSku.id, updatedIds)).orderBy(asc(productSku.id))
    : [];
  await updateSkus(tx, plan.updates);
  const createdIds = await insertProducts(
    tx,
    actor,
    plan.targets.filter((t) => t.id === null),
  );
  const spuIdOf = (t: ProductTarget) => t.id ?? createdIds.get(t.title.toLowerCase()) ?? 0;
  const withSpu = plan.targets.map((target) => ({ spuId: spuIdOf(target), target }));
  const options = await replaceAllOptions(tx, withSpu);
  const newRows = withSpu.flatMap(({ spuId, target }) => target.newSkus.map((s) => newSkuRow(spuId, s)));
  const newIds = await insertSkus(tx, newRows);
  const bumped = existing.length
    ? await tx.execute(sql`
      UPDATE product_spu SET version = version + 1, updated_at = now(), updated_by = ${actor.staffUserId}::int
      WHERE ${inIds(sql`id`, existing)}
      RETURNING id, version`)
    : { rows: [] };

  const added = new Map<number, ReturnType<typeof newSkuSnapshot>[]>();
  for (const row of newRows) {
    const snapshot = newSkuSnapshot(row, newIds.get(row.code.toLowerCase()) ?? 0);
    added.set(row.spuId, [...(added.get(row.spuId) ?? []), snapshot]);
  }
  const valuesById = new Map(plan.updates.map((u) => [u.skuId, u.values]));
  const beforeBySpu = new Map<number, SkuRow[]>();
  for (const sku of before) beforeBySpu.set(sku.spuId, [...(beforeBySpu.get(sku.spuId) ?? []), sku]);
  const targetBySpu = new Map(withSpu.map((t) => [t.spuId, t.target]));
  const auditIds = await recordAudits(tx, [
    ...existing.map((spuId) => {
      const was = beforeBySpu.get(spuId) ?? [];
      const now = was.map((s) => ({ ...s, ...updateColumns(valuesById.get(s.id) ?? {}) }));
      const target = targetBySpu.get(spuId);
      return {
        actor,
        action: 'import',
        entity: 'product_spu',
        entityId: spuId,
        before: { skus: was.map(skuSnapshot) },
        after: {
          skus: [...now.map(skuSnapshot), ...(added.get(spuId) ?? [])],
          ...(target ? { options: target.options } : {}),
        },
      };
    }),
    ...plan.targets
      .filter((t) => t.id === null)
      .map((target) => {
        const spuId = spuIdOf(target);
        return {
          actor,
          action: 'import',
          entity: 'product_spu',
          entityId: spuId,
          before: null,
          after: {
            title: target.title,
            status: target.status,
            options: target.options,
            skus: added.get(spuId),
          },
        };
      }),
  ]);
  return {
    skusBefore: before,
    optionsBefore: options.replaced,
    optionsOf: options.existing,
    addedSkuIds: [...newIds.values()],
    createdSpuIds: [...createdIds.values()],
    bumped: (bumped as unknown as { rows: WrittenVersion[] }).rows.map((r) => ({
      id: Number(r.id),
      version: Number(r.version),
    })),
    auditIds,
    actor,
  };
}
