import type { ConfigEntry, ConfigHistoryEntry } from '@shop/contract/areas/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { configKeys } from '../../lib/resource-keys';
import { formatDateTime } from '../../lib/time';
import { configHistoryOptions, refreshAround, revertConfig } from './config.queries';
import { ConfigValueText } from './config-value-text';
import { useShopTitleFollower } from './use-shop-title-follower';

const PAGE_SIZE = 10;

const actionColours: Record<ConfigHistoryEntry['action'], string> = {
  create: 'green',
  update: 'blue',
  revert: 'purple',
  delete: 'red',
};

/**
 * Every change of one key, newest first: what it was, what it became, who and when. A row whose
 * value differs from the current one can be put back (a revert is itself a change, at the
 * version the page was read at).
 */
export function ConfigHistory({ entry }: { entry: ConfigEntry }) {
  const { t, i18n } = useTranslation('config');
  const queryClient = useQueryClient();
  const follow = useShopTitleFollower();
  const [page, setPage] = useState(1);
  const history = useQuery(configHistoryOptions(entry.key, page, PAGE_SIZE));
  const revert = useMutation({
    mutationFn: (row: ConfigHistoryEntry) =>
      revertConfig(entry.key, { toVersion: row.version, version: entry.version }),
    onSuccess: (saved, row) => {
      queryClient.setQueryData(configKeys.detail(saved.key), saved);
      follow(saved);
      feedback.success(t('reverted', { version: row.version }));
      setPage(1);
    },
    onSettled: () => refreshAround(queryClient, entry.key),
  });

  const ask = async (row: ConfigHistoryEntry) => {
    const confirmed = await confirmDanger({
      title: t('confirmRevertTitle', { version: row.version }),
      content: t('confirmRevertText'),
      okText: t('revert'),
      cancelText: t('cancel'),
    });
    if (confirmed) revert.mutate(row);
  };

  return (
    <Card title={t('history')}>
      <Table<ConfigHistoryEntry>
        rowKey="version"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.items ?? []}
        locale={{ emptyText: history.isError ? t('loadFailed') : t('noHistory') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: history.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'version', title: t('version'), dataIndex: 'version', width: 90 },
          {
            key: 'action',
            title: t('action'),
            render: (_, row) => <Tag color={actionColours[row.action]}>{t(`action_${row.action}`)}</Tag>,
          },
          {
            key: 'change',
            title: t('change'),
            render: (_, row) => (
              <Typography.Text>
                <ConfigValueText type={row.valueType} value={row.oldValue} /> →{' '}
                <ConfigValueText type={row.valueType} value={row.newValue} />
              </Typography.Text>
            ),
          },
          { key: 'by', title: t('changedBy'), render: (_, row) => row.changedBy ?? t('nobody') },
          {
            key: 'at',
            title: t('changedAt'),
            render: (_, row) => formatDateTime(row.changedAt, i18n.language, 'medium'),
          },
          {
            key: 'revert',
            title: t('actions'),
            render: (_, row) =>
              row.newValue === null || row.version === entry.version ? null : (
                <Button
                  size="small"
                  loading={revert.isPending && revert.variables?.version === row.version}
                  aria-label={t('revertTo', { version: row.version })}
                  onClick={() => void ask(row)}
                >
                  {t('revert')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
