import type { OrderDetail } from '@shop/contract/areas/order';
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshOrders } from './order.queries';

/** For an action that answers the order itself: the answer is the detail. */
export const answeredOrder = (order: OrderDetail): OrderDetail => order;

/**
 * An order action's mutation. After a success the order as the action answered it (`detailOf`,
 * for the actions that answer it) goes into the cache, and the lists, counts and what else the
 * order moved are read again; an action answering no order has the order read again too. After
 * a refusal (an illegal move, a stale version) everything is read again, because the order on
 * screen was out of date. The dialog is the shared ActionModal (components/action-modal).
 */
export function useOrderAction<Vars, Data>(
  mutationFn: MutationFunction<Data, Vars>,
  onSuccess: (data: Data, vars: Vars) => void,
  detailOf?: (data: Data) => OrderDetail,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, vars) => {
      refreshOrders(queryClient, detailOf?.(data));
      onSuccess(data, vars);
    },
    onError: () => refreshOrders(queryClient),
  });
}
