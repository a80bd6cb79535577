import { type addressBody, type CustomerDetail, MAX_ADDRESSES } from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { customer, customerAddress } from '../../db/schema.js';
import { notFound, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { nextVersion } from '../../http/stale-version.js';
import { versionedCustomer } from './customer.table.js';
import { getCustomerDetail, lockCustomer, toCustomerAddress } from './customer-detail.table.js';

/**
 * A customer's addresses. Every change locks the customer row first, so two changes to one
 * customer's addresses run one after the other and the customer always has exactly one default
 * while they have any address (a partial unique index holds "at most one"). Each change bumps
 * the customer's version, so an edit of the profile read before it is refused as stale.
 */

type AddressBody = z.output<typeof addressBody>;

async function audited(
  tx: Db,
  actor: Actor,
  customerId: number,
  action: string,
  before: unknown,
  after: unknown,
) {
  await tx
    .update(customer)
    .set(nextVersion(versionedCustomer, actor.staffUserId))
    .where(eq(customer.id, customerId));
  await recordAudit(tx, { actor, action, entity: 'customer', entityId: customerId, before, after });
}

async function clearDefault(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(customerAddress)
    .set({ isDefault: false })
    .where(and(eq(customerAddress.customerId, customerId), eq(customerAddress.isDefault, true)));
}

async function lockAddress(tx: Db, customerId: number, addressId: number) {
  const [row] = await tx
    .select()
    .from(customerAddress)
    .where(and(eq(customerAddress.id, addressId), eq(customerAddress.customerId, customerId)))
    .for('update');
  if (!row) throw notFound('customer.noSuchAddress');
  return row;
}

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function addAddress(
  db: Db,
  actor: Actor,
  customerId: number,
  body: AddressBody,
): Promise<CustomerDetail> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [held] = await tx
      .select({ n: count() })
      .from(customerAddress)
      .where(eq(customerAddress.customerId, customerId));
    const existing = held?.n ?? 0;
    if (existing >= MAX_ADDRESSES)
      throw refuse(Codes.ILLEGAL_TRANSITION, 'customer.tooManyAddresses', { max: MAX_ADDRESSES });
    const isDefault = body.isDefault || existing === 0;
    if (isDefault) await clearDefault(tx, customerId);
    const [added] = await tx
      .insert(customerAddress)
      .values({ ...body, customerId, isDefault })
      .returning();
    if (!added) throw new Error('customer_address insert returned no row');
    await audited(tx, actor, customerId, 'address.add', null, toCustomerAddress(added));
  });
  return getCustomerDetail(db, customerId);
}

/**
 * Rewrites an address. Marking it default moves the default to it; unmarking the default does
 * not leave the customer without one (it stays the default until another address takes over).
 */
export async function editAddress(
  db: Db,
  actor: Actor,
  customerId: number,
  addressId: number,
  body: AddressBody,
): Promise<CustomerDetail> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const before = await lockAddress(tx, customerId, addressId);
    const isDefault = before.isDefault || body.isDefault;
    if (isDefault && !before.isDefault) await clearDefault(tx, customerId);
    const [after] = await tx
      .update(customerAddress)
      .set({ ...body, isDefault })
      .where(eq(customerAddress.id, addressId))
      .returning();
    if (!after) throw notFound('customer.noSuchAddress');
    await audited(
      tx,
      actor,
      customerId,
      'address.update',
      toCustomerAddress(before),
      toCustomerAddress(after),
    );
  });
  return getCustomerDetail(db, customerId);
}

/** Removes an address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(
  db: Db,
  actor: Actor,
  customerId: number,
  addressId: number,
): Promise<CustomerDetail> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const before = await lockAddress(tx, customerId, addressId);
    await tx.delete(customerAddress).where(eq(customerAddress.id, addressId));
    if (before.isDefault) {
      const [newest] = await tx
        .select({ id: customerAddress.id })
        .from(customerAddress)
        .where(and(eq(customerAddress.customerId, customerId), ne(customerAddress.id, addressId)))
        .orderBy(desc(customerAddress.id))
        .limit(1);
      if (newest) {
        await tx.update(customerAddress).set({ isDefault: true }).where(eq(customerAddress.id, newest.id));
      }
    }
    await audited(tx, actor, customerId, 'address.delete', toCustomerAddress(before), null);
  });
  return getCustomerDetail(db, customerId);
}
