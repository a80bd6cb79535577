import type { DashboardRange, DashboardTopProducts } from '@shop/contract/areas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';
import { CardError } from './card-error';
import { topProductsOptions } from './dashboard.queries';

type Product = DashboardTopProducts['products'][number];

/** The period's best sellers by units (paid, less refunded), with their revenue. */
export function TopProductsCard({ range }: { range: DashboardRange }) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  const query = useQuery(topProductsOptions(range));
  const columns: TableColumnsType<Product> = [
    { key: 'rank', title: '#', width: 48, render: (_, __, index) => index + 1 },
    { key: 'title', title: t('topProduct'), dataIndex: 'title', ellipsis: true },
    {
      key: 'units',
      title: t('topUnits'),
      dataIndex: 'units',
      align: 'right',
      render: (n: number) => formatNumber(n),
    },
    {
      key: 'revenue',
      title: t('topRevenue'),
      dataIndex: 'revenue',
      align: 'right',
      render: (cents: number) => money.format(cents),
    },
  ];
  return (
    <Card title={t('topTitle')} style={{ height: '100%' }}>
      {query.isError ? (
        <CardError onRetry={() => void query.refetch()} />
      ) : (
        <Table<Product>
          size="small"
          rowKey="productId"
          columns={columns}
          dataSource={query.data?.products}
          loading={query.isPending}
          pagination={false}
          locale={{ emptyText: t('noTopProducts') }}
        />
      )}
    </Card>
  );
}
