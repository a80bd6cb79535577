import {
  canDoExchangeAction,
  type ExchangeAction,
  type ExchangeOrderListItem,
  exchangeActionsFrom,
} from '@shop/contract/areas/exchange';
import { canDo } from '../../lib/permissions';

/** The actions in the order the drawer shows their buttons. */
const actionOrder = Object.keys(exchangeActionsFrom) as ExchangeAction[];

type ActionFacts = Pick<ExchangeOrderListItem, 'status' | 'kind' | 'cashPaid' | 'cashRefunded'>;

/** Cash received and not refunded: cancelling then refunds it. */
export function paidCashOf(order: Pick<ExchangeOrderListItem, 'cashPaid' | 'cashRefunded'>): number {
  return Math.max(0, order.cashPaid - order.cashRefunded);
}

/**
 * The actions the drawer offers on an exchange order: those its status allows (the contract's
 * `exchangeActionsFrom`, which the server enforces again), less shipping a virtual item (nothing
 * to ship), and less cancelling one whose cash part was paid for staff without `order.refund`
 * (the cancel refunds it; the server refuses it to them too).
 */
export function exchangeActionsFor(order: ActionFacts, permissions: readonly string[]): ExchangeAction[] {
  return actionOrder.filter((action) => {
    if (!canDoExchangeAction(action, order.status)) return false;
    if (action === 'ship') return order.kind === 'SKU';
    if (action === 'cancel') return paidCashOf(order) === 0 || canDo(permissions, 'order.refund');
    return true;
  });
}
