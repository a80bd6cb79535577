import { EditOutlined } from '@ant-design/icons';
import type { PointLedgerEntry } from '@shop/contract/areas/point';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../../app/page-links';
import type { ListColumn } from '../../lib/list/list-table';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { LedgerReference } from './ledger-reference';
import { bizTypeColours, bizTypeLabelKeys, reasonLabelKeys, signedPoints } from './point-labels';

const NONE = '—';
const TIME_WIDTH = 140;
const NOTE_WIDTH = 150;
const CUSTOMER_WIDTH = 170;

function Change({ delta }: { delta: number }) {
  return (
    <Typography.Text strong type={delta > 0 ? 'success' : delta < 0 ? 'danger' : undefined}>
      {signedPoints(delta)}
    </Typography.Text>
  );
}

/**
 * The ledger's columns: time, customer (to their drawer), type, the change, the balance after it,
 * what caused it (an order, an exchange, the row a reversal undoes) and why (an adjust's reason
 * and note); staff waits in the chooser. The row's action adjusts that customer's points (for
 * staff who may: without `onAdjust` there is no actions column).
 */
export function useLedgerColumns(
  onAdjust: ((row: PointLedgerEntry) => void) | undefined,
): ListColumn<PointLedgerEntry>[] {
  const { t, i18n } = useTranslation('point');
  return useMemo(
    () => [
      {
        key: 'createdAt',
        title: t('time'),
        sortField: 'createdAt',
        role: 'identity',
        width: TIME_WIDTH,
        render: (_, row) => formatDateTime(row.createdAt, i18n.language, 'medium'),
      },
      {
        key: 'customer',
        title: t('customer'),
        maxWidth: CUSTOMER_WIDTH,
        render: (_, row) => (
          <>
            <Link to={drawerLink('Users', row.customer.id)}>{row.customer.name}</Link>
            {row.customer.phone ? (
              <div>
                <Typography.Text type="secondary">{row.customer.phone}</Typography.Text>
              </div>
            ) : null}
          </>
        ),
      },
      {
        key: 'type',
        title: t('type'),
        render: (_, row) => <Tag color={bizTypeColours[row.bizType]}>{t(bizTypeLabelKeys[row.bizType])}</Tag>,
      },
      {
        key: 'delta',
        title: t('change'),
        sortField: 'delta',
        align: 'right',
        render: (_, row) => <Change delta={row.delta} />,
      },
      {
        key: 'balanceAfter',
        title: t('balanceAfter'),
        align: 'right',
        render: (_, row) => formatNumber(row.balanceAfter),
      },
      {
        key: 'reference',
        title: t('reference'),
        render: (_, row) => <LedgerReference row={row} />,
      },
      {
        key: 'why',
        title: t('reasonNote'),
        maxWidth: NOTE_WIDTH,
        render: (_, row) => {
          const reason = row.reason ? t(reasonLabelKeys[row.reason]) : null;
          if (!reason && !row.note) return NONE;
          return [reason, row.note].filter(Boolean).join(' · ');
        },
      },
      {
        key: 'staff',
        title: t('staff'),
        role: 'secondary',
        render: (_, row) => row.actor?.name ?? t('system'),
      },
      ...(onAdjust
        ? [
            {
              key: 'actions',
              title: t('actions'),
              role: 'actions',
              align: 'center',
              render: (_, row) => (
                <Tooltip title={t('adjustCustomer', { name: row.customer.name })}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('adjustCustomer', { name: row.customer.name })}
                    onClick={() => onAdjust(row)}
                  />
                </Tooltip>
              ),
            } satisfies ListColumn<PointLedgerEntry>,
          ]
        : []),
    ],
    [t, i18n.language, onAdjust],
  );
}
