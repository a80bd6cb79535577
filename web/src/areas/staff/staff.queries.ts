import {
  type StaffListData,
  type StaffListItem,
  type StaffListQuery,
  type StaffPatchBody,
  staffPaths,
} from '@shop/contract/areas/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';

/** Query keys of staff accounts: every list under `lists()`, each account under `detail(id)`. */
export const staffKeys = createQueryKeys('staff');

const itemPath = (id: number) => underBase(staffPaths.item).replace(':id', String(id));

export async function listStaff(params: StaffListQuery): Promise<StaffListData> {
  return (await request<StaffListData>(underBase(staffPaths.list), { params })).data;
}

export async function getStaff(id: number): Promise<StaffListItem> {
  return (await request<StaffListItem>(itemPath(id))).data;
}

/**
 * Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`.
 * `quiet` leaves reporting a failure to the caller (a bulk action sums them up).
 */
export async function updateStaff(
  id: number,
  body: StaffPatchBody,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<StaffListItem> {
  return (await request<StaffListItem>(itemPath(id), { method: 'PATCH', data: body, quiet })).data;
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const staffListOptions = (params: StaffListQuery) =>
  queryOptions({
    queryKey: staffKeys.list(params),
    queryFn: () => listStaff(params),
    placeholderData: keepPreviousData,
  });

export const staffOptions = (id: number) =>
  queryOptions({ queryKey: staffKeys.detail(id), queryFn: () => getStaff(id) });

/** The export's path below /base (the same filters and sort as the list, without paging). */
export const staffExportPath = underBase(staffPaths.export);
