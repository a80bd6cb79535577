import {
  type AuditListItem,
  type AuditListQuery,
  auditFilters,
  auditListQuery,
} from '@shop/contract/areas/audit';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { drawerParamOf } from '../../app/page-links';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { useCan } from '../../lib/permissions';
import { auditExportUrl, auditListOptions } from './audit.queries';
import { useAuditColumns } from './audit-columns';
import { AuditEntryDrawer } from './audit-entry-drawer';
import { AuditFilters } from './audit-filters';

const filterKeys = Object.keys(auditFilters.shape).filter((key) => key !== 'sort');

/**
 * `/staff/audit`: who changed what, when, from where, newest first, filtered and paged in the
 * URL; a change opens in a drawer (`?entry=`) with the record before and after.
 */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const { t: routeTitle } = useTranslation('route');
  const { params, update, reset } = useListParams(auditListQuery);
  const query = useQuery(auditListOptions(params));
  const drawer = useEditDrawer(drawerParamOf('AuditLog'));
  const columns = useAuditColumns(drawer);
  const canExport = useCan('audit.export');
  const filtered = filterKeys.some((key) => params[key as keyof AuditListQuery] !== undefined);

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('auditLog')}
      </Typography.Title>
      {query.data?.totalCapped ? (
        <Typography.Paragraph type="secondary">
          {t('totalCapped', { rows: formatNumber(query.data.total) })}
        </Typography.Paragraph>
      ) : null}
      <ListTable<AuditListItem>
        listId="audit"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The sortable column's sort field is the contract's.
        onStateChange={(patch) => update(patch as Partial<AuditListQuery>)}
        toolbar={<AuditFilters params={params} update={update} />}
        extra={canExport ? <ExportButton url={auditExportUrl(params)} /> : null}
        empty={
          <ListEmpty filtered={filtered} noMatch={t('emptyFiltered')} none={t('emptyAll')} onClear={reset} />
        }
      />
      <AuditEntryDrawer drawer={drawer} />
    </Card>
  );
}
