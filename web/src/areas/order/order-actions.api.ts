import {
  type AddressChangeBody,
  type AfterSaleReceiveBody,
  type AfterSaleRequestBody,
  type BulkShipBody,
  type CancelBody,
  type NoteBody,
  type OrderCreateBody,
  type OrderDetail,
  orderPaths,
  type RecordPaymentBody,
  type RecordPaymentData,
  type RefundBody,
  type RefundData,
  type ShipBody,
} from '@shop/contract/areas/order';
import { request, underBase } from '../../lib/request';
import { orderPathOf } from './order.queries';

/*
 * Every action is `quiet`: its dialog shows field errors under their fields and a refusal (an
 * illegal move, 42203; a stale version, 40900; a short SKU, 42201) in place, in the words the
 * server sent, rather than a toast that vanishes. The console reads the order again after each.
 */

async function post<T>(path: string, data?: unknown): Promise<T> {
  return (await request<T>(path, { method: 'POST', data, quiet: true })).data;
}

/** A manual order; the same `idempotencyKey` again answers the first order instead of a second. */
export function placeOrder(body: OrderCreateBody): Promise<OrderDetail> {
  return post(underBase(orderPaths.list), body);
}

export function recordPayment(id: number, body: RecordPaymentBody): Promise<RecordPaymentData> {
  return post(orderPathOf(orderPaths.payments, id), body);
}

export function shipOrder(id: number, body: ShipBody): Promise<unknown> {
  return post(orderPathOf(orderPaths.ship, id), body);
}

/** Every order ships or none does; the refusal names the order that could not. */
export function bulkShipOrders(body: BulkShipBody): Promise<{ shipped: number }> {
  return post(underBase(orderPaths.bulkShip), body);
}

export function completeOrder(id: number): Promise<unknown> {
  return post(orderPathOf(orderPaths.complete, id));
}

export function cancelOrder(id: number, body: CancelBody): Promise<unknown> {
  return post(orderPathOf(orderPaths.cancel, id), body);
}

/** At the version read: someone else's change first is 40900. */
export async function changeAddress(id: number, body: AddressChangeBody): Promise<unknown> {
  return (await request(orderPathOf(orderPaths.address, id), { method: 'PUT', data: body, quiet: true }))
    .data;
}

export function addNote(id: number, body: NoteBody): Promise<unknown> {
  return post(orderPathOf(orderPaths.notes, id), body);
}

export function requestAfterSale(id: number, body: AfterSaleRequestBody): Promise<unknown> {
  return post(orderPathOf(orderPaths.afterSales, id), body);
}

/** With `dryRun: true`, what the refund comes to and nothing else. */
export function refundOrder(id: number, body: RefundBody): Promise<RefundData> {
  return post(orderPathOf(orderPaths.refunds, id), body);
}

export function approveAfterSale(id: number): Promise<unknown> {
  return post(orderPathOf(orderPaths.afterSaleApprove, id));
}

export function rejectAfterSale(id: number, body: { reason: string }): Promise<unknown> {
  return post(orderPathOf(orderPaths.afterSaleReject, id), body);
}

export function receiveAfterSale(id: number, body: AfterSaleReceiveBody): Promise<unknown> {
  return post(orderPathOf(orderPaths.afterSaleReceive, id), body);
}

export function cancelAfterSale(id: number): Promise<unknown> {
  return post(orderPathOf(orderPaths.afterSaleCancel, id));
}
