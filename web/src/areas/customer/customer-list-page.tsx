import { PlusOutlined } from '@ant-design/icons';
import { type CustomerListItem, customerListQuery } from '@shop/contract/areas/customer';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerParamOf } from '../../app/page-links';
import { CustomerCreateDialog } from '../../components/customer-create/customer-create-dialog';
import { apiUrl } from '../../lib/api';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { useMoney } from '../../lib/use-money';
import { customerListOptions } from './customer.queries';
import { useCustomerColumns } from './customer-columns';
import { CustomerDrawer } from './customer-drawer';
import { type CustomerListParams, customerExportParams, isFiltered } from './customer-filter-params';
import { CustomerFilters } from './customer-filters';
import { useCustomerStatus } from './use-customer-status';

/**
 * `/user/index`: the shop's customers (not staff) with search, filters, sort and paging in the
 * URL; a new customer with a first address; each customer's drawer (`?customer=<id>`) with their
 * profile, addresses, orders, payments and timeline; disable / enable; CSV of the filtered list.
 */
export function CustomerListPage() {
  const { t } = useTranslation('customer');
  const { params, update, reset } = useListParams(customerListQuery);
  const query = useQuery(customerListOptions(params));
  const drawer = useEditDrawer(drawerParamOf('Users'));
  const status = useCustomerStatus();
  const columns = useCustomerColumns(drawer, status, useMoney());
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('newCustomer')}
        </Button>
      </Flex>
      <ListTable<CustomerListItem>
        listId="customer"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<CustomerListParams>)}
        toolbar={<CustomerFilters params={params} update={update} />}
        extra={<ExportButton url={apiUrl('exportCustomers', { query: customerExportParams(params) })} />}
        empty={
          <ListEmpty
            filtered={isFiltered(params)}
            noMatch={t('emptyFiltered')}
            none={t('emptyAll')}
            onClear={reset}
          />
        }
      />
      {creating ? (
        <CustomerCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => drawer.open(created.id)}
        />
      ) : null}
      <CustomerDrawer drawer={drawer} status={status} />
    </Card>
  );
}
