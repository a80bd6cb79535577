import type { ProductCategory } from '@shop/contract/areas/product';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productCategory, productSpu } from '../../db/schema.js';
import type { Versioned } from '../../http/stale-version.js';

/** product_category as the versioned-edit helpers see it. */
export const versionedCategory: Versioned = {
  table: productCategory,
  id: productCategory.id,
  version: productCategory.version,
  updatedAt: productCategory.updatedAt,
  updatedBy: productCategory.updatedBy,
};

/** Categories with their count of live products directly in each, in no order. */
function selectCategories(db: Db) {
  // Live products directly in the category (soft-deleted ones no longer count). Built as a query
  // so its columns are written with their tables: the outer select list would drop them.
  const liveProducts = db
    .select({ n: sql<number>`count(*)::int` })
    .from(productSpu)
    .where(and(eq(productSpu.categoryId, productCategory.id), isNull(productSpu.deletedAt)));
  return db
    .select({
      id: productCategory.id,
      parentId: productCategory.parentId,
      name: productCategory.name,
      sort: productCategory.sort,
      productCount: sql<number>`(${liveProducts})`,
      version: productCategory.version,
    })
    .from(productCategory);
}

/** Every category, flat, in the order the tree shows siblings: sort, then name. */
export function listCategories(db: Db): Promise<ProductCategory[]> {
  return selectCategories(db).orderBy(
    asc(productCategory.sort),
    asc(sql`lower(${productCategory.name})`),
    asc(productCategory.id),
  );
}

export async function findCategory(db: Db, id: number): Promise<ProductCategory | undefined> {
  const [category] = await selectCategories(db).where(eq(productCategory.id, id));
  return category;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(eq(productCategory.id, id));
  return row !== undefined;
}

/** The ids of `id` and every category above it, walking parent links up to the root. */
export async function ancestorsOf(db: Db, id: number): Promise<number[]> {
  // UNION (not UNION ALL) stops the walk even if a cycle were ever written by hand.
  const up = sql`(
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM ${productCategory} WHERE id = ${id}
      UNION
      SELECT c.id, c.parent_id FROM ${productCategory} c JOIN up ON c.id = up.parent_id
    )
    SELECT id FROM up)`;
  const rows = await db
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(inArray(productCategory.id, up));
  return rows.map((r) => r.id);
}

/** SQL for the ids of a category and every category under it (the list's category filter). */
export function categoryAndDescendants(id: number) {
  return sql`(
    WITH RECURSIVE down(id) AS (
      SELECT ${id}::int
      UNION
      SELECT c.id FROM ${productCategory} c JOIN down ON c.parent_id = down.id
    )
    SELECT id FROM down)`;
}

/** Why a category cannot be deleted yet: it still has subcategories or live products. */
export async function categoryInUse(db: Db, id: number): Promise<boolean> {
  const [child] = await db
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(eq(productCategory.parentId, id))
    .limit(1);
  if (child) return true;
  const [product] = await db
    .select({ id: productSpu.id })
    .from(productSpu)
    .where(and(eq(productSpu.categoryId, id), isNull(productSpu.deletedAt)))
    .limit(1);
  return product !== undefined;
}

/**
 * Each category's path from the root, "Ceramics > Mugs", by id: what the CSV writes and reads.
 * Categories are few (a shop's tree, not a catalogue), so they are read whole.
 */
export async function categoryPaths(db: Db): Promise<Map<number, string>> {
  const all = await db
    .select({ id: productCategory.id, parentId: productCategory.parentId, name: productCategory.name })
    .from(productCategory);
  const byId = new Map(all.map((c) => [c.id, c]));
  const paths = new Map<number, string>();
  for (const category of all) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let c: typeof category | undefined = category; c && !seen.has(c.id); c = byId.get(c.parentId ?? 0)) {
      seen.add(c.id);
      names.unshift(c.name);
    }
    paths.set(category.id, names.join(' > '));
  }
  return paths;
}
