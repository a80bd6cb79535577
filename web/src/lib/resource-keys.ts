import { createQueryKeys } from './list/query-keys';

/**
 * The query keys of every resource the console caches, in one place: an area reads and writes its
 * own, and one whose action moves another's data (an order moves stock, customers' totals and the
 * pay list) invalidates those keys without importing that area.
 */
export const staffKeys = createQueryKeys('staff');
export const configKeys = createQueryKeys('config');
export const mainPageKeys = createQueryKeys('mainPage');
export const productKeys = createQueryKeys('product');
export const inventoryKeys = createQueryKeys('inventory');
export const recordKeys = createQueryKeys('stockRecords');
export const customerKeys = createQueryKeys('customer');
export const orderKeys = createQueryKeys('order');
export const paymentKeys = createQueryKeys('payments');
export const refundKeys = createQueryKeys('refunds');
export const exchangeItemKeys = createQueryKeys('exchangeItems');
export const exchangeOrderKeys = createQueryKeys('exchangeOrders');
export const pointKeys = createQueryKeys('points');
