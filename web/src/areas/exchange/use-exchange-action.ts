import type { ExchangeOrderDetail } from '@shop/contract/areas/exchange';
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshExchangeOrders } from './exchange.queries';

/**
 * An exchange order action's mutation. After a success the order as the action answered it
 * (`detailOf`) goes into the cache and what else it moved is read again; after a refusal (an
 * illegal move, a stale screen) everything is read again, the order on screen being out of date.
 */
export function useExchangeAction<Vars, Data>(
  mutationFn: MutationFunction<Data, Vars>,
  onSuccess: (data: Data, vars: Vars) => void,
  detailOf: (data: Data) => ExchangeOrderDetail,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, vars) => {
      refreshExchangeOrders(queryClient, detailOf(data));
      onSuccess(data, vars);
    },
    onError: () => refreshExchangeOrders(queryClient),
  });
}

export const answered = (order: ExchangeOrderDetail) => order;
