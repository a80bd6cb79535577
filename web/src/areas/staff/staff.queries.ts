import type { StaffListQuery, StaffPatchBody } from '@shop/contract/areas/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { staffKeys } from '../../lib/resource-keys';

/**
 * Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`.
 * `quiet` leaves reporting a failure to the caller (a bulk action sums them up).
 */
export const updateStaff = (id: number, body: StaffPatchBody, { quiet = false }: { quiet?: boolean } = {}) =>
  call('updateStaff', { params: { id }, body }, { quiet });

/** One page of the list; the previous page stays on screen while the next one loads. */
export const staffListOptions = (query: StaffListQuery) =>
  queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: () => call('listStaff', { query }),
    placeholderData: keepPreviousData,
  });

export const staffOptions = (id: number) =>
  queryOptions({ queryKey: staffKeys.detail(id), queryFn: () => call('getStaff', { params: { id } }) });
