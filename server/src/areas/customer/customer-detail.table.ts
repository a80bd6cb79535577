import type { CustomerAddress, CustomerDetail, Gender } from '@shop/contract/areas/customer';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customer, customerAddress } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { toCustomerListItem } from './customer.table.js';

/** One customer as the detail drawer shows them: the profile, totals and addresses. */

type CustomerRecord = typeof customer.$inferSelect;
type AddressRecord = typeof customerAddress.$inferSelect;

export function toCustomerAddress(row: AddressRecord): CustomerAddress {
  return {
    id: row.id,
    receiverName: row.receiverName,
    phone: row.phone,
    region: row.region,
    city: row.city,
    line: row.line,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}

/** The customer's addresses, the default first, then in the order they were added. */
export async function addressesOf(db: Db, customerId: number): Promise<CustomerAddress[]> {
  const rows = await db
    .select()
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId))
    .orderBy(desc(customerAddress.isDefault), asc(customerAddress.id));
  return rows.map(toCustomerAddress);
}

export function toCustomerDetail(row: CustomerRecord, addresses: CustomerAddress[]): CustomerDetail {
  return {
    ...toCustomerListItem(row),
    gender: row.gender as Gender,
    birthday: row.birthday,
    note: row.note,
    pointsBalance: row.pointsBalance,
    addresses,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The customer's detail; 404 when there is no such customer. */
export async function getCustomerDetail(db: Db, id: number): Promise<CustomerDetail> {
  const [[row], addresses] = await Promise.all([
    db.select().from(customer).where(eq(customer.id, id)),
    addressesOf(db, id),
  ]);
  if (!row) throw notFound('customer.notFound');
  return toCustomerDetail(row, addresses);
}

/** The customer row locked for the rest of the transaction; 404 when there is none. */
export async function lockCustomer(tx: Db, id: number): Promise<CustomerRecord> {
  const [row] = await tx.select().from(customer).where(eq(customer.id, id)).for('update');
  if (!row) throw notFound('customer.notFound');
  return row;
}

/** 404 unless the customer exists (for reads about a customer that do not need their row). */
export async function assertCustomerExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: customer.id }).from(customer).where(eq(customer.id, id));
  if (!row) throw notFound('customer.notFound');
}
