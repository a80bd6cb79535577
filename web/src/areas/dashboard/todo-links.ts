import type { DashboardTodoKey } from '@shop/contract/areas/dashboard';
import {
  exchangeOrderListLink,
  feedCommentListLink,
  feedListLink,
  inventoryListLink,
  orderListLink,
  recordListLink,
} from '../../app/list-links';

/**
 * Where each count is the size of a list: the list filtered as the server counts it (the
 * contract's to-do keys). "To ship" is the order list's Paid tab: paid, not yet shipped.
 */
export const todoLinks: Record<DashboardTodoKey, () => string> = {
  ordersToShip: () => orderListLink('PAID'),
  afterSalesOpen: () => orderListLink('REFUNDING'),
  lowStock: () => inventoryListLink('low'),
  outOfStock: () => inventoryListLink('out'),
  exchangeToShip: () => exchangeOrderListLink('TO_SHIP'),
  boxPrizesToShip: () => recordListLink({ tab: 'TO_SHIP' }),
  feedPostsToReview: () => feedListLink('PENDING_REVIEW'),
  feedCommentsToReview: () => feedCommentListLink('PENDING'),
};
