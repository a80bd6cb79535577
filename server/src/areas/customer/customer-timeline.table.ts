import type { CustomerTimelineData, CustomerTimelineEntry } from '@shop/contract/areas/customer';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditLog, orderEvent, shopOrder, staffUser } from '../../db/schema.js';

/**
 * What happened to a customer, newest first: the events of their orders (placed, paid,
 * shipped…) and the staff's edits of the customer (the audit rows about them), merged into one
 * paged list by the database.
 */

const CUSTOMER_ENTITY = 'customer';

function orderEntries(db: Db, customerId: number) {
  return db
    .select({
      source: sql<'order' | 'audit'>`'order'`.as('source'),
      id: sql<number>`${orderEvent.id}`.mapWith(Number).as('entry_id'),
      at: sql<Date>`${orderEvent.createdAt}`.mapWith(orderEvent.createdAt).as('at'),
      type: sql<string>`${orderEvent.type}`.as('type'),
      message: sql<string>`${orderEvent.message}`.as('message'),
      data: sql<unknown>`${orderEvent.data}`.as('data'),
      orderId: sql<number | null>`${shopOrder.id}`.as('order_id'),
      orderNo: sql<string | null>`${shopOrder.orderNo}`.as('order_no'),
      actorName: sql<string | null>`${staffUser.name}`.as('actor_name'),
      before: sql<unknown>`NULL::jsonb`.as('before'),
      after: sql<unknown>`NULL::jsonb`.as('after'),
    })
    .from(orderEvent)
    .innerJoin(shopOrder, eq(shopOrder.id, orderEvent.orderId))
    .leftJoin(staffUser, eq(staffUser.id, orderEvent.actorId))
    .where(eq(shopOrder.customerId, customerId));
}

function auditEntries(db: Db, customerId: number) {
  return db
    .select({
      source: sql<'order' | 'audit'>`'audit'`.as('source'),
      id: sql<number>`${auditLog.id}`.mapWith(Number).as('entry_id'),
      at: sql<Date>`${auditLog.at}`.mapWith(auditLog.at).as('at'),
      type: sql<string>`${auditLog.action}`.as('type'),
      message: sql<string>`''`.as('message'),
      data: sql<unknown>`NULL::jsonb`.as('data'),
      orderId: sql<number | null>`NULL::int`.as('order_id'),
      orderNo: sql<string | null>`NULL::text`.as('order_no'),
      actorName: sql<string | null>`${staffUser.name}`.as('actor_name'),
      before: sql<unknown>`${auditLog.before}`.as('before'),
      after: sql<unknown>`${auditLog.after}`.as('after'),
    })
    .from(auditLog)
    .leftJoin(staffUser, eq(staffUser.id, auditLog.actorId))
    .where(aboutCustomer(customerId));
}

function aboutCustomer(customerId: number) {
  return and(eq(auditLog.entity, CUSTOMER_ENTITY), eq(auditLog.entityId, String(customerId)));
}

async function countEntries(db: Db, customerId: number): Promise<number> {
  const [[events], [audits]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orderEvent)
      .innerJoin(shopOrder, eq(shopOrder.id, orderEvent.orderId))
      .where(eq(shopOrder.customerId, customerId)),
    db.select({ n: count() }).from(auditLog).where(aboutCustomer(customerId)),
  ]);
  return (events?.n ?? 0) + (audits?.n ?? 0);
}

type Snapshot = Record<string, unknown> | null;

function addressWords(address: Snapshot): string {
  if (!address) return '';
  return [address.receiverName, address.city, address.line].filter(Boolean).join(', ');
}

type Facts = Record<string, string | number | boolean | null>;

/** The facts of a staff edit, from the audit's action and its before and after (the console phrases them). */
export function auditFacts(action: string, before: Snapshot, after: Snapshot): Facts | null {
  switch (action) {
    case 'update': {
      const changed = Object.keys(after ?? {}).filter(
        (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
      );
      return { fields: changed.join(',') };
    }
    case 'status':
      return { status: String(after?.status ?? '') };
    case 'address.add':
    case 'address.update':
      return { address: addressWords(after) };
    case 'address.delete':
      return { address: addressWords(before) };
    default:
      return null;
  }
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof orderEntries>['execute']>>[number];

function toEntry(row: EntryRow): CustomerTimelineEntry {
  const isOrder = row.source === 'order';
  return {
    key: `${row.source}:${row.id}`,
    at: row.at.toISOString(),
    type: isOrder ? row.type : `${CUSTOMER_ENTITY}.${row.type}`,
    message: isOrder ? row.message : '',
    data: isOrder
      ? ((row.data as CustomerTimelineEntry['data']) ?? null)
      : auditFacts(row.type, row.before as Snapshot, row.after as Snapshot),
    orderId: row.orderId,
    orderNo: row.orderNo,
    actorName: row.actorName,
  };
}

/** One page of the customer's timeline, newest first (at one instant: order events, then staff edits, newer id first). */
export async function customerTimeline(
  db: Db,
  customerId: number,
  page: number,
  pageSize: number,
): Promise<CustomerTimelineData> {
  const [rows, total] = await Promise.all([
    unionAll(orderEntries(db, customerId), auditEntries(db, customerId))
      .orderBy(desc(sql`at`), desc(sql`source`), desc(sql`entry_id`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countEntries(db, customerId),
  ]);
  return { items: rows.map(toEntry), total, page, pageSize };
}
