import type { ConfigEntry } from '@shop/contract/areas/config';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../app/page-links';
import type { ListColumn } from '../../lib/list/list-table';
import { formatDateTime } from '../../lib/time';
import { valueTypeLabelKeys } from './config-labels';
import { ConfigValueText } from './config-value-text';
import type { useDeleteConfig } from './use-delete-config';

const configEditPath = (key: string) => pagePath('EditConfig', { key });

/** Keys, labels and values longer than these are cut; the whole shows in a tooltip. */
const KEY_WIDTH = 220;
const LABEL_WIDTH = 200;
const VALUE_WIDTH = 240;

/**
 * The config list's columns: key (opens the edit page), label, value, and Edit / Delete; category,
 * type, flags and updated wait in the chooser.
 */
export function useConfigColumns(remover: ReturnType<typeof useDeleteConfig>): ListColumn<ConfigEntry>[] {
  const { t, i18n } = useTranslation('config');
  const { ask, allowed, pending } = remover;
  return useMemo(() => {
    return [
      {
        key: 'key',
        title: t('key'),
        sortField: 'key',
        role: 'identity',
        maxWidth: KEY_WIDTH,
        render: (_, row) => (
          <Link to={configEditPath(row.key)}>
            <code>{row.key}</code>
          </Link>
        ),
      },
      { key: 'label', title: t('label'), dataIndex: 'label', sortField: 'label', maxWidth: LABEL_WIDTH },
      {
        key: 'category',
        title: t('category'),
        dataIndex: 'category',
        sortField: 'category',
        role: 'secondary',
      },
      {
        key: 'valueType',
        title: t('valueType'),
        role: 'secondary',
        render: (_, row) => t(valueTypeLabelKeys[row.valueType]),
      },
      {
        key: 'value',
        title: t('value'),
        maxWidth: VALUE_WIDTH,
        render: (_, row) => (
          <ConfigValueText type={row.valueType} value={row.value} imageUrl={row.imageUrl} />
        ),
      },
      {
        key: 'flags',
        title: t('flags'),
        role: 'secondary',
        render: (_, row) => (
          <>
            {row.isSystem ? <Tag color="blue">{t('system')}</Tag> : null}
            {row.isPublic ? <Tag color="green">{t('public')}</Tag> : null}
          </>
        ),
      },
      {
        key: 'updatedAt',
        title: t('updated'),
        sortField: 'updatedAt',
        role: 'secondary',
        render: (_, row) =>
          row.updatedBy
            ? t('updatedAtBy', { time: formatDateTime(row.updatedAt, i18n.language), name: row.updatedBy })
            : formatDateTime(row.updatedAt, i18n.language),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => (
          <Space size="small">
            <Link to={configEditPath(row.key)} aria-label={t('editKey', { key: row.key })}>
              {t('edit')}
            </Link>
            {!allowed ? null : row.isSystem ? (
              <Tooltip title={t('systemNoDelete')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled
                  aria-label={t('deleteKey', { key: row.key })}
                >
                  {t('delete')}
                </Button>
              </Tooltip>
            ) : (
              <Button
                type="link"
                size="small"
                danger
                loading={pending === row.key}
                aria-label={t('deleteKey', { key: row.key })}
                onClick={() => void ask(row)}
              >
                {t('delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ];
  }, [t, i18n.language, ask, allowed, pending]);
}
