import type { BoxStatsData } from '@shop/contract/areas/box';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Skeleton, Statistic, Table, Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/lazy-chart';
import { tierColours, tierLabelKeys } from '../../lib/labels/record-labels';
import { formatNumber } from '../../lib/number-format';
import { boxStatsOptions } from './record.queries';
import { oddsChartHeight, oddsOption } from './record-chart-option';

type StatsPrize = BoxStatsData['prizes'][number];

/** A share as a percentage in the UI language, to two decimals at most (`12.5 %` in es). */
function usePercent() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
    return (share: number) => format.format(share);
  }, [i18n.language]);
}

/**
 * The panel over the record list filtered to one box: for one of its odds versions (the one on
 * sale unless picked), each prize's disclosed probability beside the share of that version's
 * draws that gave it, as a chart and as a table (the canvas says nothing to a screen reader),
 * with the version's draws and how many of them the guarantee decided.
 */
export function OddsPanel({ seriesId }: { seriesId: number }) {
  const { t } = useTranslation('record');
  const [picked, setPicked] = useState<number | undefined>();
  const stats = useQuery(boxStatsOptions(seriesId, picked));
  const data = stats.data?.seriesId === seriesId ? stats.data : undefined;

  let body: ReactNode;
  if (data) body = <OddsFigures stats={data} />;
  else if (stats.isError)
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('oddsLoadFailed')}
        description={stats.error.message}
        action={<Button onClick={() => void stats.refetch()}>{t('retry')}</Button>}
      />
    );
  else body = <Skeleton active />;

  return (
    <section aria-label={t('oddsTitle')} style={{ marginTop: 16 }}>
      <Card
        type="inner"
        size="small"
        title={t('oddsTitle')}
        extra={
          data && data.versions.length > 1 ? (
            <Select<number>
              aria-label={t('oddsVersionPick')}
              size="small"
              value={data.oddsVersion}
              onChange={setPicked}
              options={data.versions.map((version, i) => ({
                value: version,
                label: i === 0 ? t('versionLatest', { version }) : t('versionLong', { version }),
              }))}
              style={{ width: 180 }}
            />
          ) : null
        }
      >
        {body}
      </Card>
    </section>
  );
}

function OddsFigures({ stats }: { stats: BoxStatsData }) {
  const { t } = useTranslation('record');
  const percent = usePercent();
  const option = useMemo(
    () =>
      oddsOption(stats, {
        disclosed: t('disclosed'),
        observed: t('observed'),
        percent,
        draws: (n) => t('drawCount', { count: n, n: formatNumber(n) }),
      }),
    [stats, t, percent],
  );
  if (stats.versions.length === 0) return <Alert type="info" showIcon title={t('oddsNeverPublished')} />;
  return (
    <>
      <Flex gap={32} wrap style={{ marginBottom: 12 }}>
        <Statistic title={t('oddsVersion')} value={t('versionShort', { version: stats.oddsVersion })} />
        <Statistic title={t('versionDraws')} value={formatNumber(stats.totalDraws)} />
        <Statistic title={t('guaranteeDraws')} value={formatNumber(stats.guaranteeDraws)} />
      </Flex>
      <Chart
        option={option}
        height={oddsChartHeight(stats.prizes.length)}
        label={t('chartLabel', { version: stats.oddsVersion })}
      />
      <section aria-label={t('oddsTable', { version: stats.oddsVersion })} style={{ marginTop: 12 }}>
        <Table<StatsPrize>
          size="small"
          rowKey="prizeId"
          pagination={false}
          dataSource={stats.prizes}
          columns={[
            { key: 'title', title: t('prize'), dataIndex: 'title' },
            {
              key: 'tier',
              title: t('tier'),
              render: (_, p) => <Tag color={tierColours[p.tier]}>{t(tierLabelKeys[p.tier])}</Tag>,
            },
            {
              key: 'disclosed',
              title: t('disclosed'),
              align: 'right',
              render: (_, p) => percent(p.disclosed),
            },
            { key: 'observed', title: t('observed'), align: 'right', render: (_, p) => percent(p.observed) },
            { key: 'draws', title: t('draws'), align: 'right', render: (_, p) => formatNumber(p.draws) },
          ]}
        />
      </section>
    </>
  );
}
