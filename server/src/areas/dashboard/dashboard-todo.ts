import type { DashboardTodo, DashboardTodoKey } from '@shop/contract/areas/dashboard';
import { type Grants, holds, type Permission } from '@shop/contract/permissions';
import type { Db } from '../../db/client.js';
import { readConfig } from '../../lib/read-config.js';
import { countBoxDraws } from '../box/box-draw.table.js';
import { countExchangeOrders } from '../exchange/exchange-order.table.js';
import { countFeedComments } from '../feed/feed-comment.table.js';
import { countFeedPosts } from '../feed/feed-post.table.js';
import { countInventory } from '../inventory/inventory.table.js';
import { countOrders } from '../order/order-list.table.js';

/**
 * The to-do counts. Each is counted by the very function that answers the total of the list the
 * console links it to, with the same filter, so the figure and the list cannot disagree:
 *
 * - ordersToShip: the Orders list, tab PAID ("To ship"; `/order/index?tab=PAID`), from the
 *   (status, placed_at, id) index;
 * - afterSalesOpen: the Orders list, tab REFUNDING (`?tab=REFUNDING`), from the partial index on
 *   orders with an after-sale open;
 * - lowStock / outOfStock: the InventorySKU list with `stock=low` / `stock=out`, from its partial
 *   indexes on `available` and `threshold_gap`;
 * - exchangeToShip: the exchange orders list, tab TO_SHIP;
 * - boxPrizesToShip: the box record list, tab TO_SHIP (prizes drawn, not yet shipped);
 * - feedPostsToReview: the feed list, tab PENDING_REVIEW (the moderation queue);
 * - feedCommentsToReview: the feed list's comment queue, status PENDING.
 */
const counters: Record<DashboardTodoKey, { area: Permission; count: (db: Db) => Promise<number> }> = {
  ordersToShip: { area: 'order', count: (db) => countOrders(db, { q: undefined, tab: 'PAID' }) },
  afterSalesOpen: { area: 'order', count: (db) => countOrders(db, { q: undefined, tab: 'REFUNDING' }) },
  lowStock: {
    area: 'inventory',
    count: async (db) =>
      countInventory(db, { q: undefined, stock: 'low' }, await readConfig(db, 'low_stock_default_threshold')),
  },
  outOfStock: {
    area: 'inventory',
    count: async (db) =>
      countInventory(db, { q: undefined, stock: 'out' }, await readConfig(db, 'low_stock_default_threshold')),
  },
  exchangeToShip: {
    area: 'exchange',
    count: (db) => countExchangeOrders(db, { q: undefined, tab: 'TO_SHIP' }),
  },
  boxPrizesToShip: { area: 'box', count: (db) => countBoxDraws(db, { q: undefined, tab: 'TO_SHIP' }) },
  feedPostsToReview: { area: 'feed', count: (db) => countFeedPosts(db, { tab: 'PENDING_REVIEW' }) },
  feedCommentsToReview: { area: 'feed', count: (db) => countFeedComments(db, { status: 'PENDING' }) },
};

/** The counts of the areas the caller holds, in the contract's order. */
export async function dashboardTodo(db: Db, grants: Grants): Promise<DashboardTodo> {
  const keys = (Object.keys(counters) as DashboardTodoKey[]).filter((key) =>
    holds(grants, counters[key].area),
  );
  const counts = await Promise.all(keys.map((key) => counters[key].count(db)));
  return { items: keys.map((key, i) => ({ key, count: counts[i] ?? 0 })) };
}
