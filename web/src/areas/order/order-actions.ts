import {
  AFTER_SALE_WINDOW_DAYS,
  type AfterSale,
  type AfterSaleAction,
  afterSaleActionsFrom,
  canDoOrderAction,
  type OrderAction,
  type OrderDetail,
  orderActionsFrom,
} from '@shop/contract/areas/order';
import { canDo } from '../../lib/permissions';

/** The order actions in the order the drawer shows their buttons. */
const actionOrder = Object.keys(orderActionsFrom) as OrderAction[];

const DAY_MS = 86_400_000;

type ActionFacts = Pick<OrderDetail, 'status' | 'paidAmount' | 'refundedAmount' | 'completedAt'>;

/** Money paid and not yet refunded: nothing to refund or to open an after-sale for at 0. */
export function refundableOf(order: Pick<OrderDetail, 'paidAmount' | 'refundedAmount'>): number {
  return Math.max(0, order.paidAmount - order.refundedAmount);
}

/** A completed order takes after-sales for AFTER_SALE_WINDOW_DAYS; earlier statuses always. */
function insideAfterSaleWindow(order: ActionFacts, now: Date): boolean {
  if (order.status !== 'COMPLETED' || !order.completedAt) return true;
  return now.getTime() - new Date(order.completedAt).getTime() <= AFTER_SALE_WINDOW_DAYS * DAY_MS;
}

/**
 * The actions the drawer offers on an order: those its status allows (the contract's
 * `orderActionsFrom`, which the server enforces again), less what the signed-in roles may not
 * do — a refund, or cancelling a paid order (which refunds it), needs access `refund` — and less
 * what cannot apply (a refund or after-sale with nothing left to refund, an after-sale after
 * the window).
 */
export function orderActionsFor(
  order: ActionFacts,
  permissions: readonly string[],
  now = new Date(),
): OrderAction[] {
  const mayRefund = canDo(permissions, 'order.refund');
  const left = refundableOf(order) > 0;
  return actionOrder.filter((action) => {
    if (!canDoOrderAction(action, order.status)) return false;
    switch (action) {
      case 'cancel':
        return order.status !== 'PAID' || mayRefund;
      case 'refund':
        return mayRefund && left;
      case 'requestAfterSale':
        return left && insideAfterSaleWindow(order, now);
      default:
        return true;
    }
  });
}

/**
 * The steps an after-sale offers: those its status allows (`afterSaleActionsFrom`), where a
 * return (RETURN_REFUND) waits for the goods — received, then refunded — and a refund-only one is
 * refunded once approved; the refund itself needs access `refund`.
 */
export function afterSaleActionsFor(
  afterSale: Pick<AfterSale, 'type' | 'status'>,
  permissions: readonly string[],
): AfterSaleAction[] {
  const isReturn = afterSale.type === 'RETURN_REFUND';
  return (Object.keys(afterSaleActionsFrom) as AfterSaleAction[]).filter((action) => {
    if (!(afterSaleActionsFrom[action] as readonly string[]).includes(afterSale.status)) return false;
    if (action === 'receive') return isReturn;
    if (action === 'refund') {
      return canDo(permissions, 'order.refund') && afterSale.status === (isReturn ? 'RECEIVED' : 'APPROVED');
    }
    return true;
  });
}
