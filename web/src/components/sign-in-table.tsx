import type { SignInFailureReason, SignInItem, SignInMethod } from '@shop/contract/areas/staff';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/time';
import { shortBrowser } from '../lib/user-agent';

const methodKeys = {
  password: 'methodPassword',
  qr: 'methodQr',
} as const satisfies Record<SignInMethod, string>;

/** Each failure reason's key in the `signIns` catalogue. */
export const signInReasonKeys = {
  unknownUser: 'reasonUnknownUser',
  badPassword: 'reasonBadPassword',
  noPassword: 'reasonNoPassword',
  disabled: 'reasonDisabled',
  throttled: 'reasonThrottled',
  expired: 'reasonExpired',
  stateRefused: 'reasonStateRefused',
} as const satisfies Record<SignInFailureReason, string>;

function useColumns(): TableColumnsType<SignInItem> {
  const { t, i18n } = useTranslation('signIns');
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'at', title: t('time'), render: (_, row) => formatDateTime(row.at, language, 'medium') },
      { key: 'method', title: t('method'), render: (_, row) => t(methodKeys[row.method]) },
      {
        key: 'result',
        title: t('result'),
        render: (_, row) =>
          row.reason === null ? (
            <Tag color="green">{t('succeeded')}</Tag>
          ) : (
            <Tag color="red">{t(signInReasonKeys[row.reason])}</Tag>
          ),
      },
      { key: 'ip', title: t('address'), render: (_, row) => row.ip ?? t('unknown') },
      {
        key: 'browser',
        title: t('browser'),
        // The parsed name; the whole User-Agent on hover.
        render: (_, row) => (
          <Tooltip title={row.userAgent}>
            <span>{shortBrowser(row.userAgent) ?? t('unknown')}</span>
          </Tooltip>
        ),
      },
    ],
    [t, language],
  );
}

/**
 * Sign-in attempts (the sign-in log) as a table: time, method, result (a failure by its reason),
 * address and browser. The staff drawer pages it; the profile shows the latest ones.
 */
export function SignInTable({
  items,
  loading,
  pagination = false,
}: {
  items: SignInItem[] | undefined;
  loading: boolean;
  pagination?: TablePaginationConfig | false;
}) {
  const { t } = useTranslation('signIns');
  const columns = useColumns();
  return (
    <Table<SignInItem>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={items ?? []}
      columns={columns}
      pagination={pagination}
      locale={{ emptyText: t('empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
