import type { BoxDrawDetail, BoxSeriesDetail, boxListQuery } from '@shop/contract/areas/box';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import { boxDrawKeys, boxKeys, refreshAfterSale } from '../../lib/resource-keys';

export type BoxListParams = ListParams<typeof boxListQuery>;

/** One page of boxes; the previous page stays on screen while the next one loads. */
export const boxListOptions = (query: BoxListParams) =>
  queryOptions({
    queryKey: boxKeys.list(query),
    queryFn: () => call('listBoxes', { query }),
    placeholderData: keepPreviousData,
  });

/** `quiet`: the page says itself that the box could not be read (a stale link). */
export const boxOptions = (id: number) =>
  queryOptions({
    queryKey: boxKeys.detail(id),
    queryFn: () => call('getBox', { params: { id } }, { quiet: true }),
    retry: false,
  });

/** Every odds snapshot the box published, newest first: under the box's key, so a publish renews it. */
export const boxOddsOptions = (id: number) =>
  queryOptions({
    queryKey: [...boxKeys.detail(id), 'odds'] as const,
    queryFn: () => call('listBoxOdds', { params: { id } }),
  });

/**
 * After a box is saved, published, paused, ended or deleted: its answer (if any) goes into the
 * cache, and every box list and the box's snapshots are read again.
 */
export function refreshBoxes(queryClient: QueryClient, answered?: BoxSeriesDetail) {
  if (answered) {
    queryClient.setQueryData(boxKeys.detail(answered.id), answered);
    void queryClient.invalidateQueries({ queryKey: [...boxKeys.detail(answered.id), 'odds'] });
  }
  void queryClient.invalidateQueries({ queryKey: boxKeys.lists() });
}

/**
 * After a draw (`answered`) or a refused one (the box on screen was out of date): what a sale
 * moves (stock reserved, points spent or a payment taken, the customer), the record list, and the
 * box (its pool shrank; the last prize sells it out).
 */
export function refreshAfterDraw(queryClient: QueryClient, seriesId: number, answered?: BoxDrawDetail) {
  refreshAfterSale(
    queryClient,
    boxDrawKeys,
    [boxDrawKeys.lists(), boxKeys.lists(), boxKeys.detail(seriesId)],
    answered,
  );
}
