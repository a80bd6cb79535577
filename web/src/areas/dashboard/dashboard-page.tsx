import { type DashboardRange, dashboardRanges } from '@shop/contract/areas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Flex, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanCall } from '../../lib/permissions';
import { useRoleText } from '../../lib/role-choices';
import { useSessionStore } from '../../stores/session-store';
import { summaryOptions } from './dashboard.queries';
import {
  periodDays,
  RANGE_PARAM,
  rangeLabelKeys,
  rangeOf,
  type SeriesSpan,
  SPAN_PARAM,
  spanOf,
} from './dashboard-figures';
import { OrderStatusCard } from './order-status-card';
import { SeriesCard } from './series-card';
import { SummaryCards } from './summary-cards';
import { TodoCard } from './todo-card';
import { TopProductsCard } from './top-products-card';

/** The signed-in member in one line: who they are and the roles they act in. */
function Greeting() {
  const { t } = useTranslation('dashboard');
  const { name, avatar, roles } = useSessionStore();
  const roleText = useRoleText();
  return (
    <Space align="center" size="middle" wrap>
      <Avatar src={avatar} alt={t('avatarAlt', { name })} size={40} />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {t('greeting', { name })}
      </Typography.Title>
      <Space size={4} role="group" aria-label={t('roles')}>
        {roles.map((role) => (
          <Tag key={role} color="blue">
            {roleText(role)}
          </Tag>
        ))}
      </Space>
    </Space>
  );
}

/** The days the summary covers, in the shop's time zone, once the summary has said which. */
function PeriodDays({ range }: { range: DashboardRange }) {
  const { i18n } = useTranslation();
  const summary = useQuery(summaryOptions(range)).data;
  if (!summary) return null;
  return (
    <Typography.Text type="secondary">
      {periodDays(summary.from, summary.to, summary.timeZone, i18n.language)}
    </Typography.Text>
  );
}

/**
 * The home page (issue 20, domain §1.14): the shop at a glance. Summary cards over today, 7 or 30
 * days with the change against the period before; revenue and paid orders per day; orders by
 * status; the period's best sellers; the to-do counts, each a link to its list. Each widget is
 * its own request and shows only to those the server would answer; the summary leaves out the
 * sections the member may not see. The range and the chart's span live in the URL.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const span = spanOf(search);
  const mayReadSummary = useCanCall('getDashboardSummary');
  const mayReadSeries = useCanCall('getDashboardSeries');
  const mayReadStatus = useCanCall('getDashboardOrderStatus');
  const mayReadTop = useCanCall('getDashboardTopProducts');
  const mayReadTodo = useCanCall('getDashboardTodo');

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Greeting />
          {mayReadSummary || mayReadTop ? (
            <Space wrap>
              <PeriodDays range={range} />
              <Segmented<DashboardRange>
                aria-label={t('rangeLabel')}
                value={range}
                onChange={(value) => setParam(RANGE_PARAM, value)}
                options={dashboardRanges.map((value) => ({ value, label: t(rangeLabelKeys[value]) }))}
              />
            </Space>
          ) : null}
        </Flex>
      </Card>
      {mayReadSummary ? <SummaryCards range={range} /> : null}
      <Row gutter={[16, 16]}>
        {mayReadSeries ? (
          <Col xs={24} xl={16}>
            <SeriesCard span={span} onSpan={(value: SeriesSpan) => setParam(SPAN_PARAM, value)} />
          </Col>
        ) : null}
        {mayReadTodo ? (
          <Col xs={24} xl={mayReadSeries ? 8 : 24}>
            <TodoCard />
          </Col>
        ) : null}
        {mayReadStatus ? (
          <Col xs={24} xl={10}>
            <OrderStatusCard />
          </Col>
        ) : null}
        {mayReadTop ? (
          <Col xs={24} xl={mayReadStatus ? 14 : 24}>
            <TopProductsCard range={range} />
          </Col>
        ) : null}
      </Row>
    </Flex>
  );
}
