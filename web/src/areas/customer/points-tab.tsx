import type { PointLedgerEntry } from '@shop/contract/areas/point';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink, pagePath } from '../../app/page-links';
import { call } from '../../lib/api';
import { bizTypeLabelKeys } from '../../lib/labels/point-labels';
import { formatNumber } from '../../lib/number-format';
import { pointKeys } from '../../lib/resource-keys';
import { formatDateTime } from '../../lib/time';

const LAST_ROWS = 10;

/** The customer's newest ledger rows, under the points area's list keys (an adjust refreshes them). */
const lastRowsOptions = (customerId: number) => {
  const query = { customerId, page: 1, pageSize: LAST_ROWS, sort: 'createdAt:desc' } as const;
  return queryOptions({
    queryKey: pointKeys.list({ ...query, view: 'customer' }),
    queryFn: () => call('listPointLedger', { query }, { quiet: true }),
    retry: false,
  });
};

/**
 * The Points tab (staff with access `point`): the balance, the last ten ledger rows, each order's
 * number opening that order, and the whole history on the Point page filtered by the customer.
 */
export function PointsTab({ customerId, balance }: { customerId: number; balance: number }) {
  const { t, i18n } = useTranslation('customer');
  const { t: pointText } = useTranslation('point');
  const rows = useQuery(lastRowsOptions(customerId));
  const columns: ColumnsType<PointLedgerEntry> = [
    {
      key: 'createdAt',
      title: t('pointsWhen'),
      render: (_, row) => formatDateTime(row.createdAt, i18n.language),
    },
    { key: 'type', title: t('pointsType'), render: (_, row) => pointText(bizTypeLabelKeys[row.bizType]) },
    {
      key: 'reference',
      title: t('pointsReference'),
      render: (_, row) =>
        row.orderId !== null ? <Link to={drawerLink('Orders', row.orderId)}>{row.title}</Link> : row.title,
    },
    {
      key: 'delta',
      title: t('pointsDelta'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.delta < 0 ? 'danger' : 'success'}>
          {row.delta > 0 ? `+${formatNumber(row.delta)}` : formatNumber(row.delta)}
          {row.shortfall > 0 ? ` (${t('pointsShortfall', { points: row.shortfall })})` : ''}
        </Typography.Text>
      ),
    },
    {
      key: 'balanceAfter',
      title: t('pointsBalanceAfter'),
      align: 'right',
      render: (_, row) => formatNumber(row.balanceAfter),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="baseline">
        <Typography.Text>
          {t('pointsBalance')}: <Typography.Text strong>{formatNumber(balance)}</Typography.Text>
        </Typography.Text>
        <Link to={`${pagePath('Point')}?customerId=${customerId}`}>{t('pointsAllHistory')}</Link>
      </Flex>
      <Table<PointLedgerEntry>
        rowKey="id"
        size="small"
        columns={columns}
        loading={rows.isFetching}
        dataSource={rows.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: rows.isError ? t('pointsFailed') : t('pointsNone') }}
      />
    </Flex>
  );
}
