import type { BoxDrawListItem } from '@shop/contract/areas/box';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  channelLabelKeys,
  fulfilColours,
  fulfilLabelKeys,
  payMethodLabelKeys,
  tierColours,
  tierLabelKeys,
} from '../../lib/labels/record-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';

const NONE = '—';
const BOX_WIDTH = 140;
const CUSTOMER_WIDTH = 160;
const PRIZE_WIDTH = 160;
const DATE_WIDTH = 130;

type PriceFacts = Pick<BoxDrawListItem, 'payMethod' | 'cashAmount' | 'pointsAmount'>;

/** What a draw cost, in what it was paid with: money, or points. */
export function drawPrice(row: PriceFacts, money: Money, t: TFunction<'record'>): string {
  return row.payMethod === 'CASH'
    ? money.format(row.cashAmount)
    : t('pointsAmount', { n: formatNumber(row.pointsAmount) });
}

/**
 * The record list's columns: draw number (opens the drawer), box, customer, prize, its tier (and
 * the guarantee when it decided the draw), payment, fulfilment and when drawn; the shown value, odds
 * version, channel and shipping dates wait in the chooser (the drawer shows them all).
 */
export function useRecordColumns(drawer: EditDrawer, money: Money): ListColumn<BoxDrawListItem>[] {
  const { t, i18n } = useTranslation('record');
  const { linkTo, linkState } = drawer;
  return useMemo(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
    return [
      {
        key: 'drawNo',
        title: t('drawNo'),
        sortField: 'drawNo',
        role: 'identity',
        render: (_, row) => (
          <Link to={linkTo(row.id)} state={linkState} aria-label={t('openDraw', { drawNo: row.drawNo })}>
            {row.drawNo}
          </Link>
        ),
      },
      { key: 'box', title: t('box'), maxWidth: BOX_WIDTH, render: (_, row) => row.seriesTitle },
      {
        key: 'customer',
        title: t('customer'),
        maxWidth: CUSTOMER_WIDTH,
        render: (_, row) => (
          <Flex vertical>
            <span>{row.customerName}</span>
            {row.customerPhone ? (
              <Typography.Text type="secondary">{row.customerPhone}</Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'prize',
        title: t('prize'),
        maxWidth: PRIZE_WIDTH,
        render: (_, row) => (
          <Flex vertical>
            <span>{row.prizeTitle}</span>
            <Typography.Text type="secondary">{row.skuCode}</Typography.Text>
          </Flex>
        ),
      },
      {
        // The guarantee shows beside the tier it decided: its own column pushed the list past
        // 1280 px (fits-1280).
        key: 'tier',
        title: t('tier'),
        render: (_, row) => (
          <Flex vertical align="start" gap={4}>
            <Tag color={tierColours[row.tier]}>{t(tierLabelKeys[row.tier])}</Tag>
            {row.guaranteeApplied ? <Tag color="purple">{t('guaranteeApplied')}</Tag> : null}
          </Flex>
        ),
      },
      {
        key: 'displayValue',
        title: t('displayValue'),
        sortField: 'displayValue',
        align: 'right',
        role: 'secondary',
        render: (_, row) => money.format(row.displayValue),
      },
      {
        key: 'payment',
        title: t('payment'),
        render: (_, row) => (
          <Flex vertical>
            <span>{drawPrice(row, money, t)}</span>
            <Typography.Text type="secondary">{t(payMethodLabelKeys[row.payMethod])}</Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'oddsVersion',
        title: t('oddsVersion'),
        align: 'right',
        role: 'secondary',
        render: (_, row) => t('versionShort', { version: row.oddsVersion }),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => (
          <Tag color={fulfilColours[row.fulfilStatus]}>{t(fulfilLabelKeys[row.fulfilStatus])}</Tag>
        ),
      },
      {
        key: 'drawnAt',
        title: t('drawnAt'),
        sortField: 'drawnAt',
        width: DATE_WIDTH,
        render: (_, row) => time(row.drawnAt),
      },
      {
        key: 'channel',
        title: t('channel'),
        role: 'secondary',
        render: (_, row) => t(channelLabelKeys[row.channel]),
      },
      { key: 'shippedAt', title: t('shippedAt'), role: 'secondary', render: (_, row) => time(row.shippedAt) },
      {
        key: 'completedAt',
        title: t('completedAt'),
        role: 'secondary',
        render: (_, row) => time(row.completedAt),
      },
    ];
  }, [t, i18n.language, linkTo, linkState, money]);
}
