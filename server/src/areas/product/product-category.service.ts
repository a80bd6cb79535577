import type { categoryBody, ProductCategory } from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { productCategory, productSpu } from '../../db/schema.js';
import { invalidField, notFound, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing } from '../../http/stale-version.js';
import {
  ancestorsOf,
  categoryExists,
  categoryInUse,
  findCategory,
  versionedCategory,
} from './product-category.table.js';

/**
 * Writes to the category tree. Each is one transaction with its audit row. Refusals:
 * - a name already used under the same parent: 400 on `name` (the unique index decides, so two
 *   editors racing get the same answer);
 * - a parent that is the category itself or one of its descendants: 400 on `parentId`;
 * - deleting a category that still has subcategories or live products: 42203. It is not a field
 *   mistake (no form field is wrong) but a state the category is in, like an illegal transition;
 *   the console shows the message and the user moves the products first.
 */

type CategoryFields = z.output<typeof categoryBody>;
type CategoryRow = typeof productCategory.$inferSelect;

function snapshot(row: CategoryRow) {
  return { id: row.id, parentId: row.parentId, name: row.name, sort: row.sort, version: row.version };
}

/** Runs a write, turning the parent-and-name unique index into the 400 the form shows under `name`. */
async function nameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === 'product_category_parent_name_key') {
      throw invalidField(['name'], 'product.categoryNameTaken');
    }
    throw error;
  }
}

async function assertParentExists(db: Db, parentId: number | null) {
  if (parentId !== null && !(await categoryExists(db, parentId))) {
    throw invalidField(['parentId'], 'product.categoryNotFound');
  }
}

/** The category row locked for the rest of the transaction; 404 when there is none. */
async function lockCategory(tx: Db, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(productCategory).where(eq(productCategory.id, id)).for('update');
  if (!row) throw notFound('product.categoryNotFound');
  return row;
}

async function answer(db: Db, id: number): Promise<ProductCategory> {
  const category = await findCategory(db, id);
  if (!category) throw notFound('product.categoryNotFound');
  return category;
}

export async function createCategory(db: Db, actor: Actor, body: CategoryFields): Promise<ProductCategory> {
  await assertParentExists(db, body.parentId);
  const id = await nameChecked(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(productCategory)
        .values({ ...body, updatedBy: actor.staffUserId })
        .returning();
      if (!created) throw new Error('product_category insert returned no row');
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'product_category',
        entityId: created.id,
        before: null,
        after: snapshot(created),
      });
      return created.id;
    }),
  );
  return answer(db, id);
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: number,
  body: CategoryFields & { version: number },
): Promise<ProductCategory> {
  const { version, ...fields } = body;
  await assertParentExists(db, fields.parentId);
  const done = await nameChecked(() =>
    db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      if (before.version !== version) return false;
      // Under itself or under one of its own descendants, the tree would loop.
      if (fields.parentId !== null && (await ancestorsOf(tx, fields.parentId)).includes(id)) {
        throw invalidField(['parentId'], 'product.categoryCycle');
      }
      const [after] = await tx
        .update(productCategory)
        .set({ ...fields, ...nextVersion(versionedCategory, actor.staffUserId) })
        .where(atVersion(versionedCategory, id, version))
        .returning();
      if (!after) return false;
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'product_category',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return true;
    }),
  );
  if (!done) throw await staleOrMissing(db, versionedCategory, id);
  return answer(db, id);
}

export async function deleteCategory(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  const done = await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    if (before.version !== version) return false;
    if (await categoryInUse(tx, id)) throw refuse(Codes.ILLEGAL_TRANSITION, 'product.categoryInUse');
    // Soft-deleted products still point at it; they are gone from every list, so they let go.
    await tx
      .update(productSpu)
      .set({ categoryId: null })
      .where(and(eq(productSpu.categoryId, id), isNotNull(productSpu.deletedAt)));
    const [deleted] = await tx
      .delete(productCategory)
      .where(atVersion(versionedCategory, id, version))
      .returning();
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'product_category',
      entityId: id,
      before: snapshot(deleted),
      after: null,
    });
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedCategory, id);
}
