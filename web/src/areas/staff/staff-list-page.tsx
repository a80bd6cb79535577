import { PlusOutlined } from '@ant-design/icons';
import { type StaffListItem, type StaffListQuery, staffListQuery } from '@shop/contract/areas/staff';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../lib/api';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { useCanCall } from '../../lib/permissions';
import { staffListOptions } from './staff.queries';
import type { BulkOutcome } from './staff-bulk';
import { BulkReport, StaffBulkActions } from './staff-bulk-actions';
import { useStaffColumns } from './staff-columns';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffEditDrawer } from './staff-edit-drawer';
import { StaffFilters } from './staff-filters';

/** `/staff/index`: staff accounts, with filters and paging in the URL, bulk enable/disable, export. */
export function StaffListPage() {
  const { t } = useTranslation('staff');
  const { t: routeTitle } = useTranslation('route');
  const { params, update, reset } = useListParams(staffListQuery);
  const query = useQuery(staffListOptions(params));
  const drawer = useEditDrawer();
  const columns = useStaffColumns(drawer);
  const [selected, setSelected] = useState<StaffListItem[]>([]);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const filtered = Boolean(params.q || params.role || params.status);
  const canCreate = useCanCall('createStaff');
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('staff')}
      </Typography.Title>
      {outcome ? <BulkReport outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      <ListTable<StaffListItem>
        listId="staff"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<StaffListQuery>)}
        toolbar={<StaffFilters params={params} update={update} />}
        extra={
          <>
            {canCreate ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('newStaff')}
              </Button>
            ) : null}
            <ExportButton
              url={apiUrl('exportStaff', {
                query: { q: params.q, role: params.role, status: params.status, sort: params.sort },
              })}
            />
          </>
        }
        selection={{
          rows: selected,
          onChange: setSelected,
          rowLabel: (row) => t('selectRow', { username: row.username }),
          actions: (
            <StaffBulkActions
              rows={selected}
              onDone={(done) => {
                setOutcome(done);
                setSelected([]);
              }}
            />
          ),
        }}
        empty={
          <ListEmpty filtered={filtered} noMatch={t('emptyFiltered')} none={t('emptyAll')} onClear={reset} />
        }
      />
      <StaffEditDrawer drawer={drawer} />
      {creating ? <StaffCreateDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
