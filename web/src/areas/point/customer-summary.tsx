import { EditOutlined } from '@ant-design/icons';
import type { CustomerPointsData } from '@shop/contract/areas/point';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../../app/page-links';
import { customerLabel } from './point-labels';

const dayOf = (time: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(time));

/**
 * The filtered customer's points: balance, earned, spent and what expires within 30 days, with
 * Adjust for them. Shown while the ledger is filtered to one customer.
 */
export function CustomerSummary({
  summary,
  onAdjust,
}: {
  summary: UseQueryResult<CustomerPointsData, Error>;
  /** Without it (staff who may not adjust points) there is no Adjust button. */
  onAdjust: ((customer: { id: number; label: string }) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('point');
  const data = summary.data;
  if (summary.isError && !data) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('summaryFailed')}
        description={summary.error.message}
        action={
          <Button size="small" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 1 }} style={{ marginBottom: 12 }} />;
  const label = customerLabel(data.name, data.phone);
  return (
    <Card size="small" style={{ marginBottom: 12 }} aria-label={t('summaryOf', { name: data.name })}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          <Link to={drawerLink('Users', data.customerId)}>{label}</Link>
        </Typography.Text>
        {onAdjust ? (
          <Button icon={<EditOutlined />} onClick={() => onAdjust({ id: data.customerId, label })}>
            {t('adjustThisCustomer')}
          </Button>
        ) : null}
      </Flex>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title={t('balance')} value={data.balance} />
        </Col>
        <Col xs={12} md={6}>
          <Tooltip title={t('earnedHelp')}>
            <Statistic title={t('earned')} value={data.earned} />
          </Tooltip>
        </Col>
        <Col xs={12} md={6}>
          <Tooltip title={t('spentHelp')}>
            <Statistic title={t('spent')} value={data.spent} />
          </Tooltip>
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('expiringSoon', { date: dayOf(data.expiringBy, i18n.language) })}
            value={data.expiringSoon}
          />
        </Col>
      </Row>
    </Card>
  );
}
