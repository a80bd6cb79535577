import { type CustomerFilters, customerFilters, type customerListQuery } from '@shop/contract/areas/customer';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { exportParamsOf, rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';

/** The list's state as the page holds it: the contract's query as parsed from the URL. */
export type CustomerListParams = z.output<typeof customerListQuery>;

/** The two date ranges the list filters on, each a pair of the query's fields. */
export const dateRangeFields = {
  created: ['createdFrom', 'createdTo'],
  lastOrder: ['lastOrderFrom', 'lastOrderTo'],
} as const;
export type DateRangeName = keyof typeof dateRangeFields;

type PickerRange = readonly [Dayjs | null, Dayjs | null] | null;

/** A picked range as the query's two fields: whole local days, sent as UTC ISO; cleared → neither. */
export function rangePatch(name: DateRangeName, range: PickerRange): Partial<CustomerFilters> {
  const [fromField, toField] = dateRangeFields[name];
  const { from, to } = rangeParamsOf(range);
  return { [fromField]: from, [toField]: to };
}

/** The picker's value for one of the ranges in the URL (null when neither end is set). */
export function rangeValue(params: Partial<CustomerFilters>, name: DateRangeName) {
  const [fromField, toField] = dateRangeFields[name];
  return rangeOfParams(params[fromField], params[toField]);
}

/** "Has ordered" as a select's value and back: the URL keeps `true` / `false`, absent for any. */
export type Flag = 'true' | 'false';
export const flagValue = (flag: boolean | undefined): Flag | undefined =>
  flag === undefined ? undefined : `${flag}`;
export const flagOf = (value: Flag | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true';

/** The filters and sort the export takes (the list's, without paging), flags written as the URL writes them. */
export function customerExportParams(params: Partial<CustomerFilters>): z.input<typeof customerFilters> {
  // Once the flag is text, every filter is: none is dropped, and each is as the query reads it.
  const query = exportParamsOf(customerFilters, { ...params, hasOrdered: flagValue(params.hasOrdered) });
  return query as z.input<typeof customerFilters>;
}

/** Whether any filter or search narrows the list (the sort does not). */
export function isFiltered(params: Partial<CustomerFilters>): boolean {
  const { sort: _sort, ...filters } = customerExportParams(params);
  return Object.values(filters).some((value) => value !== undefined);
}
