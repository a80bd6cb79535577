import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createQueryKeys } from './list/query-keys';

/**
 * The query keys of every resource the console caches, in one place: an area reads and writes its
 * own, and one whose action moves another's data (an order moves stock, customers' totals and the
 * pay list) invalidates those keys without importing that area.
 */
export const staffKeys = createQueryKeys('staff');
export const roleKeys = createQueryKeys('role');
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
export const auditKeys = createQueryKeys('audit');
export const dashboardKeys = createQueryKeys('dashboard');
/** Box series with their prizes, odds snapshots and stats. */
export const boxKeys = createQueryKeys('boxes');
/** The record list: every box draw and its fulfilment. */
export const boxDrawKeys = createQueryKeys('boxDraws');
/** Feed posts (and their counts), and feed comments: moderation changes both, and the dashboard's to-do. */
export const feedPostKeys = createQueryKeys('feedPosts');
export const feedCommentKeys = createQueryKeys('feedComments');
/** Articles and their revisions. */
export const articleKeys = createQueryKeys('articles');

/**
 * What a sale (an order, an exchange order) moves outside its own area: stock and its records,
 * the customer (totals, points balance, timeline), the points ledger and balances (not the point
 * rules, which no sale changes), the pay list's payments and refunds, and the dashboard's figures.
 */
const movedBySale: readonly QueryKey[] = [
  inventoryKeys.all,
  recordKeys.all,
  customerKeys.all,
  pointKeys.lists(),
  pointKeys.details(),
  paymentKeys.all,
  refundKeys.all,
  dashboardKeys.all,
];

/**
 * After an action on a sale. `answered` is the sale as the action left it: it goes straight into
 * the cache, and only what it does not say is read again: the area's `own` keys (its lists,
 * counts) and what a sale moves elsewhere. Without an answer (an action answering none, or a
 * refusal because the sale on screen was out of date) the area's details are read again too.
 */
export function refreshAfterSale(
  queryClient: QueryClient,
  keys: ReturnType<typeof createQueryKeys>,
  own: readonly QueryKey[],
  answered?: { id: number },
) {
  if (answered) queryClient.setQueryData(keys.detail(answered.id), answered);
  const stale = [...own, ...movedBySale, ...(answered ? [] : [keys.details()])];
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}
