import type { DashboardRange, DashboardSummary, PeriodFigure } from '@shop/contract/areas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';
import { CardError } from './card-error';
import { summaryOptions } from './dashboard.queries';
import { changeOf, changeText, previousLabelKeys } from './dashboard-figures';

interface Figure {
  key: string;
  title: string;
  figure: PeriodFigure;
  show: (value: number) => string;
  /** For refunds a rise is bad news: its arrow is red. */
  riseIsBad?: boolean;
  note?: ReactNode;
}

/** The figures of the sections the caller may see (a null section is an area they may not). */
function useFigures(summary: DashboardSummary): Figure[] {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  const count = (n: number) => formatNumber(n);
  const figures: Figure[] = [];
  const { sales, customers, points } = summary;
  if (sales) {
    figures.push(
      { key: 'revenue', title: t('revenue'), figure: sales.revenue, show: money.format },
      { key: 'paidOrders', title: t('paidOrders'), figure: sales.paidOrders, show: count },
      {
        key: 'averageOrderValue',
        title: t('averageOrderValue'),
        figure: sales.averageOrderValue,
        show: money.format,
      },
    );
  }
  if (customers)
    figures.push({
      key: 'newCustomers',
      title: t('newCustomers'),
      figure: customers.newCustomers,
      show: count,
    });
  if (sales) {
    figures.push({
      key: 'refunds',
      title: t('refunds'),
      figure: sales.refundAmount,
      show: money.format,
      riseIsBad: true,
      note: t('refundCount', { n: count(sales.refundCount.value) }),
    });
  }
  if (points) {
    figures.push(
      { key: 'pointsIssued', title: t('pointsIssued'), figure: points.issued, show: count },
      { key: 'pointsRedeemed', title: t('pointsRedeemed'), figure: points.redeemed, show: count },
    );
  }
  return figures;
}

function ChangeLine({
  figure,
  range,
  riseIsBad,
}: {
  figure: PeriodFigure;
  range: DashboardRange;
  riseIsBad?: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const change = changeOf(figure);
  const good = change?.direction === (riseIsBad ? 'down' : 'up');
  const bad = change?.direction === (riseIsBad ? 'up' : 'down');
  return (
    <Typography.Text type={good ? 'success' : bad ? 'danger' : 'secondary'}>
      {changeText(figure, i18n.language)}{' '}
      <Typography.Text type="secondary">{t(previousLabelKeys[range])}</Typography.Text>
    </Typography.Text>
  );
}

function FigureCard({ item, range }: { item: Figure; range: DashboardRange }) {
  return (
    <Card size="small" role="group" aria-label={item.title} data-figure={item.key} style={{ height: '100%' }}>
      <Statistic title={item.title} value={item.show(item.figure.value)} />
      <ChangeLine figure={item.figure} range={range} riseIsBad={item.riseIsBad} />
      {item.note ? (
        <div>
          <Typography.Text type="secondary">{item.note}</Typography.Text>
        </div>
      ) : null}
    </Card>
  );
}

const COLUMN = { xs: 24, sm: 12, lg: 6 } as const;

/** The summary cards of the range, each with its change against the period before. */
export function SummaryCards({ range }: { range: DashboardRange }) {
  const query = useQuery(summaryOptions(range));
  if (query.isError) return <CardError onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Row gutter={[16, 16]}>
        {[1, 2, 3, 4].map((n) => (
          <Col key={n} {...COLUMN}>
            <Card size="small" loading />
          </Col>
        ))}
      </Row>
    );
  }
  return <SummaryRow summary={query.data} range={range} />;
}

function SummaryRow({ summary, range }: { summary: DashboardSummary; range: DashboardRange }) {
  const figures = useFigures(summary);
  return (
    <Row gutter={[16, 16]}>
      {figures.map((item) => (
        <Col key={item.key} {...COLUMN}>
          <FigureCard item={item} range={range} />
        </Col>
      ))}
    </Row>
  );
}
