import type {
  AdjustPointsBody,
  PointLedgerFilters,
  PointLedgerQuery,
  PointRulesBody,
  PointRulesData,
} from '@shop/contract/areas/point';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiUrl, call } from '../../lib/api';
import { customerKeys, pointKeys } from '../../lib/resource-keys';

/** The ledger's filters as the API reads them: the types as one comma list. */
function filtersOf({ customerId, bizType, from, to, reference, actorId, sort }: PointLedgerFilters) {
  return { customerId, bizType: bizType?.join(','), from, to, reference, actorId, sort };
}

export const ledgerOptions = (params: PointLedgerQuery) =>
  queryOptions({
    queryKey: pointKeys.list(params),
    queryFn: () =>
      call('listPointLedger', {
        query: { ...filtersOf(params), page: params.page, pageSize: params.pageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** The CSV of every ledger row the page's filters match, in its sort. */
export const ledgerExportUrl = (params: PointLedgerFilters) =>
  apiUrl('exportPointLedger', { query: filtersOf(params) });

export const customerPointsOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...pointKeys.detail(customerId), 'summary'],
    queryFn: () => call('getCustomerPoints', { params: { id: customerId } }),
  });

/** `quiet`: the dialog shows a short balance (42202) and field errors itself. */
export const adjustPoints = (body: AdjustPointsBody) => call('adjustPoints', { body }, { quiet: true });

const rulesKey = [...pointKeys.all, 'rules'] as const;

export const rulesOptions = () => queryOptions({ queryKey: rulesKey, queryFn: () => call('getPointRules') });

/** Saves at the versions read; a stale one rejects with 40900 and who changed it. */
export const updateRules = (body: PointRulesBody) => call('updatePointRules', { body }, { quiet: true });

/** The saved rules are the answer: the panel shows them at their new versions at once. */
export function rulesSaved(queryClient: QueryClient, rules: PointRulesData) {
  queryClient.setQueryData(rulesKey, rules);
}

/**
 * After an adjust: the ledger, the customer's summary and the customer's own records (the
 * customer area shows the balance) are fetched again.
 */
export function refreshAfterAdjust(queryClient: QueryClient, customerId: number) {
  void queryClient.invalidateQueries({ queryKey: pointKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: pointKeys.detail(customerId) });
  void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
  void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
}
