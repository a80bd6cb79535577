import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderListLink } from '../../app/list-links';
import { Chart } from '../../components/lazy-chart';
import { statusLabelKeys } from '../../lib/labels/order-labels';
import { formatNumber } from '../../lib/number-format';
import { CardError } from './card-error';
import { statusOption } from './chart-options';
import { orderStatusOptions } from './dashboard.queries';

const HEIGHT = 260;

/** Every order by its status now, as bars, and how many have an after-sale open. */
export function OrderStatusCard() {
  const { t } = useTranslation('dashboard');
  const { t: orderText } = useTranslation('order');
  const query = useQuery(orderStatusOptions());
  const data = query.data;
  const nameOf = useMemo(
    () => (status: string) =>
      status in statusLabelKeys ? orderText(statusLabelKeys[status as keyof typeof statusLabelKeys]) : status,
    [orderText],
  );
  const option = useMemo(() => data && statusOption(data.statuses, nameOf), [data, nameOf]);

  let body: React.ReactNode;
  if (query.isError) body = <CardError onRetry={() => void query.refetch()} />;
  else if (!data || !option) body = <Skeleton.Node active style={{ width: '100%', height: HEIGHT }} />;
  else if (!data.statuses.some((s) => s.count > 0))
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('noOrders')}
        style={{ height: HEIGHT - 40 }}
      />
    );
  else {
    const list = data.statuses.map((s) => `${nameOf(s.status)} ${formatNumber(s.count)}`).join(', ');
    body = (
      <>
        <Chart option={option} height={HEIGHT} label={t('statusAria', { list })} />
        <Link to={orderListLink('REFUNDING')}>
          <Typography.Text type="secondary">
            {t('afterSalesOpen', { n: formatNumber(data.refunding) })}
          </Typography.Text>
        </Link>
      </>
    );
  }
  return (
    <Card title={t('statusTitle')} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
