import type {
  AddressChangeBody,
  AfterSaleReceiveBody,
  AfterSaleRequestBody,
  BulkShipBody,
  CancelBody,
  NoteBody,
  OrderCreateBody,
  RecordPaymentBody,
  RefundBody,
  ShipBody,
} from '@shop/contract/areas/order';
import { call } from '../../lib/api';

/*
 * Every action is `quiet`: its dialog shows field errors under their fields and a refusal (an
 * illegal move, 42203; a stale version, 40900; a short SKU, 42201) in place, in the console's
 * language, rather than a toast that vanishes. Each answers what it changed: most the order's
 * detail as it now is (the console puts it in the cache), a payment the detail and whether it
 * was a replay, a refund what it came to, a bulk ship how many shipped.
 */
const quiet = { quiet: true };

/** A manual order; the same `idempotencyKey` again answers the first order instead of a second. */
export const placeOrder = (body: OrderCreateBody) => call('placeOrder', { body }, quiet);

export const recordPayment = (id: number, body: RecordPaymentBody) =>
  call('recordPayment', { params: { id }, body }, quiet);

export const shipOrder = (id: number, body: ShipBody) => call('shipOrder', { params: { id }, body }, quiet);

/** Every order ships or none does; the refusal names the order that could not. */
export const bulkShipOrders = (body: BulkShipBody) => call('bulkShipOrders', { body }, quiet);

export const completeOrder = (id: number) => call('completeOrder', { params: { id } }, quiet);

export const cancelOrder = (id: number, body: CancelBody) =>
  call('cancelOrder', { params: { id }, body }, quiet);

/** At the version read: someone else's change first is 40900. */
export const changeAddress = (id: number, body: AddressChangeBody) =>
  call('changeOrderAddress', { params: { id }, body }, quiet);

export const addNote = (id: number, body: NoteBody) => call('addOrderNote', { params: { id }, body }, quiet);

export const requestAfterSale = (id: number, body: AfterSaleRequestBody) =>
  call('requestAfterSale', { params: { id }, body }, quiet);

/** With `dryRun: true`, what the refund comes to and nothing else. */
export const refundOrder = (id: number, body: RefundBody) =>
  call('refundOrder', { params: { id }, body }, quiet);

export const approveAfterSale = (id: number) => call('approveAfterSale', { params: { id } }, quiet);

export const rejectAfterSale = (id: number, body: { reason: string }) =>
  call('rejectAfterSale', { params: { id }, body }, quiet);

export const receiveAfterSale = (id: number, body: AfterSaleReceiveBody) =>
  call('receiveAfterSale', { params: { id }, body }, quiet);

export const cancelAfterSale = (id: number) => call('cancelAfterSale', { params: { id } }, quiet);
