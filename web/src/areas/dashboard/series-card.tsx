import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Segmented, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/lazy-chart';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';
import { CardError } from './card-error';
import { seriesOption } from './chart-options';
import { seriesOptions } from './dashboard.queries';
import { compactMoney, type SeriesSpan } from './dashboard-figures';

const HEIGHT = 300;

/** Revenue and paid orders per shop day over the last 30 or 90 days. */
export function SeriesCard({ span, onSpan }: { span: SeriesSpan; onSpan: (span: SeriesSpan) => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useMoney();
  const query = useQuery(seriesOptions(span));
  const series = query.data;
  const option = useMemo(
    () =>
      series &&
      seriesOption(series, {
        revenue: t('revenue'),
        paidOrders: t('paidOrders'),
        money: money.format,
        shortMoney: (cents) => compactMoney(cents, money.currency, i18n.language),
        language: i18n.language,
      }),
    [series, t, money, i18n.language],
  );

  let body: React.ReactNode;
  if (query.isError) body = <CardError onRetry={() => void query.refetch()} />;
  else if (!series || !option) body = <Skeleton.Node active style={{ width: '100%', height: HEIGHT }} />;
  else if (!series.days.some((d) => d.revenue !== 0 || d.paidOrders !== 0 || d.refundAmount !== 0))
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('noSales')}
        style={{ height: HEIGHT - 40 }}
      />
    );
  else {
    const revenue = series.days.reduce((sum, d) => sum + d.revenue, 0);
    const orders = series.days.reduce((sum, d) => sum + d.paidOrders, 0);
    body = (
      <Chart
        option={option}
        height={HEIGHT}
        label={t('seriesAria', { days: span, revenue: money.format(revenue), orders: formatNumber(orders) })}
      />
    );
  }

  return (
    <Card
      title={t('seriesTitle')}
      extra={
        <Segmented<SeriesSpan>
          size="small"
          aria-label={t('spanLabel')}
          value={span}
          onChange={onSpan}
          options={[
            { value: '30', label: t('span30') },
            { value: '90', label: t('span90') },
          ]}
        />
      }
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
