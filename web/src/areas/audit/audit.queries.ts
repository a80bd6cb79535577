import type { AuditFilters, AuditListQuery } from '@shop/contract/areas/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl, call } from '../../lib/api';
import { auditKeys } from '../../lib/resource-keys';

/** One page of the trail; the previous page stays on screen while the next one loads. */
export const auditListOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => call('listAudit', { query }),
    placeholderData: keepPreviousData,
  });

/** One change with its record before and after. */
export const auditEntryOptions = (id: number) =>
  queryOptions({ queryKey: auditKeys.detail(id), queryFn: () => call('getAuditEntry', { params: { id } }) });

/** The staff filter's names (anyone who may read the trail may name who acted). */
export const auditActorsOptions = () =>
  queryOptions({
    queryKey: [...auditKeys.all, 'actors'],
    queryFn: () => call('listAuditActors'),
    staleTime: 60_000,
  });

/** The xlsx of every row the page's filters match, in its sort. */
export const auditExportUrl = ({ actor, area, action, entity, entityId, from, to, sort }: AuditFilters) =>
  apiUrl('exportAudit', { query: { actor, area, action, entity, entityId, from, to, sort } });
