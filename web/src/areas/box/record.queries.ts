import type { BoxDrawDetail, boxDrawListQuery } from '@shop/contract/areas/box';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import { boxDrawKeys, boxKeys, refreshAfterSale } from '../../lib/resource-keys';

export type RecordListParams = ListParams<typeof boxDrawListQuery>;

/** One page of draws with every fulfilment tab's count under the same filters. */
export const drawListOptions = (query: RecordListParams) =>
  queryOptions({
    queryKey: boxDrawKeys.list(query),
    queryFn: () => call('listBoxDraws', { query }),
    placeholderData: keepPreviousData,
  });

/** `quiet`: the drawer says itself that the draw could not be read (a stale link). */
export const drawOptions = (id: number) =>
  queryOptions({
    queryKey: boxDrawKeys.detail(id),
    queryFn: () => call('getBoxDraw', { params: { id } }, { quiet: true }),
    retry: false,
  });

/** Every box by title, for the box filter (the first 100 are the whole of a small shop's). */
const BOX_CHOICES = { page: 1, pageSize: 100, sort: 'title:asc' } as const;

export const boxChoicesOptions = () =>
  queryOptions({
    queryKey: boxKeys.list(BOX_CHOICES),
    queryFn: () => call('listBoxes', { query: BOX_CHOICES }),
    staleTime: 30_000,
  });

/**
 * Disclosed odds beside the observed frequencies of one box, for one odds version (undefined: the
 * one on sale). Under the box's own key, so whatever refreshes the box (a draw, a new version)
 * refreshes its figures too.
 */
export const boxStatsOptions = (seriesId: number, oddsVersion: number | undefined) =>
  queryOptions({
    queryKey: [...boxKeys.detail(seriesId), 'stats', oddsVersion ?? 'current'] as const,
    queryFn: () =>
      call(
        'getBoxStats',
        { params: { id: seriesId }, query: oddsVersion === undefined ? {} : { oddsVersion } },
        { quiet: true },
      ),
    retry: false,
    placeholderData: keepPreviousData,
  });

/**
 * After shipping or completing a draw (see refreshAfterSale): the draw as answered goes into the
 * cache, the record lists and their tab counts are read again, and so is what a shipment moves
 * elsewhere (the prize's stock and its records).
 */
export function refreshDraws(queryClient: QueryClient, answered?: BoxDrawDetail) {
  refreshAfterSale(queryClient, boxDrawKeys, [boxDrawKeys.lists()], answered);
}
