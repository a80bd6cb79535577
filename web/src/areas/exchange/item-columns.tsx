import type { ExchangeItem } from '@shop/contract/areas/exchange';
import { Button, Flex, Space, Switch, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { windowColours, windowLabelKeys } from '../../lib/labels/exchange-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import { useCanRedeem } from './redeem-dialog';

const NONE = '—';
const TITLE_WIDTH = 140;
const WINDOW_WIDTH = 120;

export interface ItemRowActions {
  /** Turns the item ON or OFF (its row's switch); `pending` while that row's change is sent. */
  onStatus(row: ExchangeItem, on: boolean): void;
  pendingId: number | undefined;
  onRedeem(row: ExchangeItem): void;
  onDelete(row: ExchangeItem): void;
}

/**
 * The items list's columns: image, title (opens the edit drawer), SKU or virtual, points price,
 * cash part, quota left of total, window, the ON/OFF switch, and Redeem / Delete; limits, sort and
 * when updated wait in the chooser (the list fits 1280 px beside the sidebar).
 */
export function useItemColumns(
  drawer: EditDrawer,
  money: Money,
  actions: ItemRowActions,
): ListColumn<ExchangeItem>[] {
  const { t, i18n } = useTranslation('exchange');
  const { linkTo, linkState } = drawer;
  const { onStatus, pendingId, onRedeem, onDelete } = actions;
  const mayPublish = useCanCall('setExchangeItemStatus');
  const mayDelete = useCanCall('deleteExchangeItem');
  const mayRedeem = useCanRedeem();
  return useMemo(() => {
    const time = (iso: string) => formatDateTime(iso, i18n.language);
    const limit = (n: number | null) => (n === null ? t('noLimit') : formatNumber(n));
    return [
      {
        key: 'image',
        title: t('image'),
        render: (_, row) => <Thumbnail src={row.imageUrl} />,
      },
      {
        key: 'title',
        title: t('itemTitle'),
        role: 'identity',
        maxWidth: TITLE_WIDTH,
        render: (_, row) => (
          <Link to={linkTo(row.id)} state={linkState} aria-label={t('editItemNamed', { title: row.title })}>
            {row.title}
          </Link>
        ),
      },
      {
        key: 'sku',
        title: t('sku'),
        render: (_, row) =>
          row.kind === 'VIRTUAL' ? (
            <Tag>{t('kindVirtual')}</Tag>
          ) : (
            <Flex vertical>
              <span>{row.skuCode}</span>
              {row.skuAvailable === null ? null : (
                <Typography.Text type="secondary">
                  {t('skuAvailable', { n: formatNumber(row.skuAvailable) })}
                </Typography.Text>
              )}
            </Flex>
          ),
      },
      {
        key: 'pointsPrice',
        title: t('pointsPrice'),
        sortField: 'pointsPrice',
        align: 'right',
        render: (_, row) => formatNumber(row.pointsPrice),
      },
      {
        key: 'cashPrice',
        title: t('cashPrice'),
        align: 'right',
        render: (_, row) => (row.cashPrice > 0 ? money.format(row.cashPrice) : NONE),
      },
      {
        key: 'quota',
        title: t('quota'),
        sortField: 'quotaRemaining',
        align: 'right',
        render: (_, row) =>
          t('quotaOf', { left: formatNumber(row.quotaRemaining), total: formatNumber(row.quotaTotal) }),
      },
      {
        key: 'limits',
        title: t('limits'),
        role: 'secondary',
        render: (_, row) => (
          <Flex vertical>
            <span>{t('perCustomerShort', { n: limit(row.perCustomerLimit) })}</span>
            <span>{t('perOrderShort', { n: limit(row.perOrderLimit) })}</span>
          </Flex>
        ),
      },
      {
        key: 'window',
        title: t('window'),
        width: WINDOW_WIDTH,
        render: (_, row) => (
          <Flex vertical align="start" gap={2}>
            <Tag color={windowColours[row.windowState]}>{t(windowLabelKeys[row.windowState])}</Tag>
            {row.startsAt ? <span>{t('fromTime', { time: time(row.startsAt) })}</span> : null}
            {row.endsAt ? <span>{t('untilTime', { time: time(row.endsAt) })}</span> : null}
          </Flex>
        ),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) =>
          mayPublish ? (
            <Switch
              checked={row.status === 'ON'}
              checkedChildren={t('statusOn')}
              unCheckedChildren={t('statusOff')}
              loading={pendingId === row.id}
              aria-label={t('itemOnNamed', { title: row.title })}
              onChange={(on) => onStatus(row, on)}
            />
          ) : (
            <Tag color={row.status === 'ON' ? 'green' : undefined}>
              {row.status === 'ON' ? t('statusOn') : t('statusOff')}
            </Tag>
          ),
      },
      {
        key: 'sort',
        title: t('sort'),
        sortField: 'sort',
        align: 'right',
        role: 'secondary',
        render: (_, row) => row.sort,
      },
      {
        key: 'updatedAt',
        title: t('updatedAt'),
        role: 'secondary',
        render: (_, row) => time(row.updatedAt),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => (
          <Space size={4}>
            {mayRedeem ? (
              <Button
                size="small"
                type="link"
                disabled={row.status !== 'ON'}
                onClick={() => onRedeem(row)}
                aria-label={t('redeemNamed', { title: row.title })}
              >
                {t('redeemShort')}
              </Button>
            ) : null}
            {mayDelete ? (
              <Button
                size="small"
                type="link"
                danger
                onClick={() => onDelete(row)}
                aria-label={t('deleteNamed', { title: row.title })}
              >
                {t('delete')}
              </Button>
            ) : null}
          </Space>
        ),
      },
    ];
  }, [
    t,
    i18n.language,
    linkTo,
    linkState,
    money,
    onStatus,
    pendingId,
    onRedeem,
    onDelete,
    mayPublish,
    mayDelete,
    mayRedeem,
  ]);
}
