import { type BoxOddsPrize, type BoxOddsSnapshot, boxTiers } from '@shop/contract/areas/box';
import { useQuery } from '@tanstack/react-query';
import { Collapse, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tierColours, tierLabelKeys } from '../../lib/labels/box-labels';
import { tableColumns } from '../../lib/list/list-columns';
import type { ListColumn } from '../../lib/list/list-table';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { useMoney } from '../../lib/use-money';
import { boxOddsOptions } from './box.queries';
import { formatChance } from './box-odds';

/** One published version exactly as customers were shown it: each prize, then the tiers. */
function Snapshot({ snapshot }: { snapshot: BoxOddsSnapshot }) {
  const { t, i18n } = useTranslation('box');
  const money = useMoney();
  const chance = (p: number) => formatChance(p, i18n.language);
  const columns: ListColumn<BoxOddsPrize>[] = [
    { key: 'title', title: t('prize'), render: (_, p) => p.title },
    { key: 'sku', title: t('sku'), render: (_, p) => p.skuCode },
    {
      key: 'tier',
      title: t('tier'),
      render: (_, p) => <Tag color={tierColours[p.tier]}>{t(tierLabelKeys[p.tier])}</Tag>,
    },
    {
      key: 'quantity',
      title: t('inPool'),
      align: 'right',
      render: (_, p) =>
        t('leftOf', { left: formatNumber(p.quantityRemaining), total: formatNumber(p.quantityTotal) }),
    },
    { key: 'value', title: t('shownValue'), align: 'right', render: (_, p) => money.format(p.displayValue) },
    { key: 'probability', title: t('chance'), align: 'right', render: (_, p) => chance(p.probability) },
  ];
  const price = [
    snapshot.cashPrice === null ? null : money.format(snapshot.cashPrice),
    snapshot.pointsPrice === null ? null : t('pointsAmount', { points: formatNumber(snapshot.pointsPrice) }),
  ].filter(Boolean);
  return (
    <Flex vertical gap={8}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'published',
            label: t('publishedAt'),
            children: t('publishedBy', {
              time: formatDateTime(snapshot.publishedAt, i18n.language, 'medium'),
              name: snapshot.publishedByName ?? t('nobody'),
            }),
          },
          { key: 'price', label: t('price'), children: price.join(' · ') },
          {
            key: 'guarantee',
            label: t('guarantee'),
            children:
              snapshot.guaranteeEvery === null || snapshot.guaranteeMinTier === null
                ? t('noGuarantee')
                : t('guaranteeShort', {
                    n: snapshot.guaranteeEvery,
                    tier: t(tierLabelKeys[snapshot.guaranteeMinTier]),
                  }),
          },
          {
            key: 'tiers',
            label: t('byTier'),
            children: boxTiers
              .map((tier) => `${t(tierLabelKeys[tier])} ${chance(snapshot.tiers[tier] ?? 0)}`)
              .join(' · '),
          },
        ]}
      />
      <Table<BoxOddsPrize>
        size="small"
        rowKey="prizeId"
        pagination={false}
        aria-label={t('oddsTable', { version: snapshot.oddsVersion })}
        dataSource={snapshot.prizes}
        columns={tableColumns(columns)}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}

/**
 * The odds disclosure: every version this box published, newest (on sale) first, each exactly as
 * its immutable snapshot recorded it (who published it and when, each prize's tier, count, shown
 * value and chance, the tiers' sums), so staff see what customers were shown at any time.
 */
export function BoxOddsHistory({ boxId }: { boxId: number }) {
  const { t, i18n } = useTranslation('box');
  const odds = useQuery(boxOddsOptions(boxId));
  const items = odds.data?.items ?? [];
  const [current, ...older] = items;
  const headingId = useId();

  let body: React.ReactNode;
  if (odds.isPending) body = <Skeleton active />;
  else if (odds.isError) body = <Typography.Text type="danger">{t('oddsLoadFailed')}</Typography.Text>;
  else if (!current) body = <Empty description={t('noOddsYet')} />;
  else
    body = (
      <Flex vertical gap={16}>
        <section aria-label={t('oddsVersionNamed', { version: current.oddsVersion })}>
          <Typography.Title level={5}>{t('currentOdds', { version: current.oddsVersion })}</Typography.Title>
          <Snapshot snapshot={current} />
        </section>
        {older.length > 0 ? (
          <Collapse
            items={older.map((snapshot) => ({
              key: snapshot.oddsVersion,
              label: t('olderOdds', {
                version: snapshot.oddsVersion,
                time: formatDateTime(snapshot.publishedAt, i18n.language),
              }),
              children: <Snapshot snapshot={snapshot} />,
            }))}
          />
        ) : null}
      </Flex>
    );

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {t('oddsDisclosure')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('oddsDisclosureHelp')}</Typography.Paragraph>
      {body}
    </section>
  );
}
