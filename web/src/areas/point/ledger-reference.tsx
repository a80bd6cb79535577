import type { PointLedgerEntry } from '@shop/contract/areas/point';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../../app/page-links';
import { formatNumber } from '../../lib/number-format';

/** Where a row's title leads: its order, or its exchange order; null for adjusts and expiry. */
function linkOf(row: PointLedgerEntry): string | null {
  if (row.orderId !== null) return drawerLink('Orders', row.orderId);
  if (row.exchangeOrderId !== null) return drawerLink('ExchangeList', row.exchangeOrderId);
  return null;
}

/**
 * What caused a row: the order or exchange number (a link to it), the row a return or reversal
 * undoes, and, when a reversal could not take everything back, its shortfall with why.
 */
export function LedgerReference({ row }: { row: PointLedgerEntry }) {
  const { t } = useTranslation('point');
  const link = linkOf(row);
  const title = row.title || (link ? `#${row.orderId ?? row.exchangeOrderId}` : '');
  if (!title && row.reversesId === null && row.shortfall === 0) return '—';
  return (
    <Space orientation="vertical" size={0}>
      {link ? <Link to={link}>{title}</Link> : title || null}
      {row.reversesId !== null ? (
        <Typography.Text type="secondary">{t('reverses', { id: row.reversesId })}</Typography.Text>
      ) : null}
      {row.shortfall > 0 ? (
        <Tooltip
          title={t('shortfallHelp', { points: formatNumber(row.shortfall) })}
          trigger={['hover', 'focus']}
        >
          {/* Focusable, so the explanation shows from the keyboard too. */}
          <Tag color="warning" tabIndex={0} style={{ cursor: 'help' }}>
            {t('shortfall', { points: formatNumber(row.shortfall) })}
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}
