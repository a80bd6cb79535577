import { DownOutlined } from '@ant-design/icons';
import type { BoxSeries } from '@shop/contract/areas/box';
import { Button, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { recordListLink } from '../../app/list-links';
import { pagePath } from '../../app/page-links';
import { statusColours, statusLabelKeys, windowColours, windowLabelKeys } from '../../lib/labels/box-labels';
import type { ListColumn } from '../../lib/list/list-table';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import { drawable } from './box-draw-values';
import { BoxRules } from './box-rules';
import type { BoxMove } from './use-box-life-cycle';

const NONE = '—';
const TITLE_WIDTH = 160;
const WINDOW_WIDTH = 130;

export interface BoxRowActions {
  /** The life-cycle moves this row's status allows the member. */
  movesOf(box: BoxSeries): BoxMove[];
  onMove(box: BoxSeries, move: BoxMove): void;
  /** Draws for a customer; undefined when the member may not. */
  onDraw: ((box: BoxSeries) => void) | undefined;
}

/**
 * The box list's columns: cover, title (opens its page), status, prices, what is left of the
 * pool, draws, the odds version on sale, the sale window, and Draw / Records / More (Edit and the
 * life-cycle moves); the rules and when updated wait in the chooser (the list fits 1280 px).
 */
export function useBoxColumns(money: Money, actions: BoxRowActions): ListColumn<BoxSeries>[] {
  const { t, i18n } = useTranslation('box');
  const navigate = useNavigate();
  const { movesOf, onMove, onDraw } = actions;
  return useMemo(() => {
    const time = (iso: string) => formatDateTime(iso, i18n.language);
    return [
      { key: 'cover', title: t('cover'), render: (_, row) => <Thumbnail src={row.coverUrl} /> },
      {
        key: 'title',
        title: t('boxTitle'),
        role: 'identity',
        sortField: 'title',
        maxWidth: TITLE_WIDTH,
        render: (_, row) => (
          <Link to={pagePath('EditBox', { id: row.id })} aria-label={t('editNamed', { title: row.title })}>
            {row.title}
          </Link>
        ),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => <Tag color={statusColours[row.status]}>{t(statusLabelKeys[row.status])}</Tag>,
      },
      {
        key: 'price',
        title: t('price'),
        align: 'right',
        render: (_, row) => (
          <Flex vertical>
            {row.cashPrice === null ? null : <span>{money.format(row.cashPrice)}</span>}
            {row.pointsPrice === null ? null : (
              <span>{t('pointsAmount', { points: formatNumber(row.pointsPrice) })}</span>
            )}
          </Flex>
        ),
      },
      {
        key: 'pool',
        title: t('pool'),
        sortField: 'quantityRemaining',
        align: 'right',
        render: (_, row) =>
          t('leftOf', { left: formatNumber(row.quantityRemaining), total: formatNumber(row.quantityTotal) }),
      },
      {
        key: 'draws',
        title: t('draws'),
        sortField: 'drawCount',
        align: 'right',
        render: (_, row) => formatNumber(row.drawCount),
      },
      {
        key: 'odds',
        title: t('oddsColumn'),
        render: (_, row) =>
          row.oddsVersion === 0 ? (
            NONE
          ) : (
            <Flex vertical align="start">
              <span>{t('versionShort', { version: row.oddsVersion })}</span>
              {row.oddsChanged ? (
                <Typography.Text type="warning">{t('oddsChangedShort')}</Typography.Text>
              ) : null}
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
      { key: 'rules', title: t('rules'), role: 'secondary', render: (_, row) => <BoxRules box={row} /> },
      {
        key: 'updatedAt',
        title: t('updatedAt'),
        sortField: 'updatedAt',
        role: 'secondary',
        render: (_, row) => time(row.updatedAt),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => {
          const moves = movesOf(row);
          return (
            <Space size={0}>
              {onDraw ? (
                <Button
                  size="small"
                  type="link"
                  disabled={!drawable(row)}
                  onClick={() => onDraw(row)}
                  aria-label={t('drawNamed', { title: row.title })}
                >
                  {t('drawShort')}
                </Button>
              ) : null}
              <Link
                to={recordListLink({ seriesId: row.id })}
                aria-label={t('recordsNamed', { title: row.title })}
                style={{ padding: '0 7px' }}
              >
                {t('records')}
              </Link>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'edit', label: t('edit') },
                    ...moves.map((move) => ({
                      key: move,
                      label: t(`move.${move}`),
                      danger: move !== 'publish' && move !== 'pause',
                    })),
                  ],
                  onClick: ({ key }) =>
                    key === 'edit'
                      ? navigate(pagePath('EditBox', { id: row.id }))
                      : onMove(row, key as BoxMove),
                }}
              >
                <Button size="small" type="link" aria-label={t('moreNamed', { title: row.title })}>
                  {t('more')} <DownOutlined aria-hidden />
                </Button>
              </Dropdown>
            </Space>
          );
        },
      },
    ];
  }, [t, i18n.language, money, movesOf, onMove, onDraw, navigate]);
}
