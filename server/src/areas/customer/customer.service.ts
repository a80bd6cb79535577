import type {
  CustomerDetail,
  CustomerSource,
  customerCreateBody,
  customerFields,
  customerStatusBody,
  customerUpdateBody,
} from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { customer, customerAddress } from '../../db/schema.js';
import { invalidField, notFound } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing } from '../../http/stale-version.js';
import { versionedCustomer } from './customer.table.js';
import { addressesOf, getCustomerDetail, lockCustomer, toCustomerDetail } from './customer-detail.table.js';

/**
 * Creating, editing and enabling/disabling customers. Each write runs in the caller's
 * transaction with its audit row (entity `customer`, the customer's id), which the customer's
 * timeline reads back.
 */

type ProfileFields = z.output<typeof customerFields>;
type CustomerRecord = typeof customer.$inferSelect;

/** What the audit keeps of a customer: the profile staff can edit, and the status. */
export function profileSnapshot(row: CustomerRecord) {
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    gender: row.gender,
    birthday: row.birthday,
    tags: row.tags,
    note: row.note,
    status: row.status,
  };
}

function profileColumns(fields: ProfileFields) {
  return {
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    gender: fields.gender,
    birthday: fields.birthday,
    tags: fields.tags,
    note: fields.note,
  };
}

/** Runs a write, turning the phone's unique index into the 400 the form shows under `phone`. */
async function phoneChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === 'customer_phone_key')
      throw invalidField(['phone'], 'customer.phoneTaken');
    throw error;
  }
}

/**
 * A new customer (with their first address as the default, when given). `actor` null is the
 * storefront: no staff audit row is written for it. The phone's uniqueness is the database's
 * unique index, so two creates racing for one number cannot both succeed.
 */
export async function createCustomer(
  tx: Db,
  actor: Actor | null,
  body: z.output<typeof customerCreateBody>,
  source: CustomerSource = 'STAFF',
): Promise<CustomerDetail> {
  const { address, ...fields } = body;
  const [created] = await phoneChecked(() =>
    tx
      .insert(customer)
      .values({ ...profileColumns(fields), source, updatedBy: actor?.staffUserId ?? null })
      .returning(),
  );
  if (!created) throw new Error('customer insert returned no row');
  if (address) {
    const { isDefault: _firstIsAlwaysDefault, ...addressFields } = address;
    await tx.insert(customerAddress).values({ ...addressFields, customerId: created.id, isDefault: true });
  }
  const addresses = await addressesOf(tx, created.id);
  if (actor) {
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'customer',
      entityId: created.id,
      before: null,
      after: { ...profileSnapshot(created), addresses },
    });
  }
  return toCustomerDetail(created, addresses);
}

/** A 404 that names customers, or the 409 of a stale version. */
async function staleOrMissingCustomer(db: Db, id: number) {
  const error = await staleOrMissing(db, versionedCustomer, id);
  return error.code === Codes.NOT_FOUND ? notFound('customer.notFound') : error;
}

/** Replaces the profile at the version it was read at (409 when stale). */
export async function updateCustomer(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof customerUpdateBody>,
): Promise<CustomerDetail> {
  const { version, ...fields } = body;
  const done = await phoneChecked(() =>
    db.transaction(async (tx) => {
      const before = await lockCustomer(tx, id);
      if (before.version !== version) return false;
      const [after] = await tx
        .update(customer)
        .set({ ...profileColumns(fields), ...nextVersion(versionedCustomer, actor.staffUserId) })
        .where(atVersion(versionedCustomer, id, version))
        .returning();
      if (!after) return false;
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'customer',
        entityId: id,
        before: profileSnapshot(before),
        after: profileSnapshot(after),
      });
      return true;
    }),
  );
  if (!done) throw await staleOrMissingCustomer(db, id);
  return getCustomerDetail(db, id);
}

/**
 * Enables or disables at the version read. A disabled customer keeps their orders; the order
 * services refuse them new ones. Asking for the status they already have changes nothing.
 */
export async function setCustomerStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof customerStatusBody>,
): Promise<CustomerDetail> {
  const done = await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, id);
    if (before.version !== body.version) return false;
    if (before.status === body.status) return true;
    const [after] = await tx
      .update(customer)
      .set({ status: body.status, ...nextVersion(versionedCustomer, actor.staffUserId) })
      .where(atVersion(versionedCustomer, id, body.version))
      .returning();
    if (!after) return false;
    await recordAudit(tx, {
      actor,
      action: 'status',
      entity: 'customer',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return true;
  });
  if (!done) throw await staleOrMissingCustomer(db, id);
  return getCustomerDetail(db, id);
}
