import type { CustomerListItem } from '@shop/contract/areas/customer';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { EllipsisText } from '../../lib/list/ellipsis-text';
import type { ListColumn } from '../../lib/list/list-table';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import { statusColours, statusLabelKeys } from './customer-labels';
import type { CustomerStatusAction } from './use-customer-status';

/** A row's tags, each a Tag; several wrap under one another rather than widen the table. */
export function CustomerTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Flex gap={4} wrap style={{ maxWidth: 260 }}>
      {tags.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 0 }}>
          {tag}
        </Tag>
      ))}
    </Flex>
  );
}

const NAME_WIDTH = 200;
const DATE_WIDTH = 130;

/**
 * The customer list's columns: name (opens the customer) with email, phone, status, total spent,
 * orders, last order, and Open / Disable or Enable; tags and created wait in the chooser.
 */
export function useCustomerColumns(
  drawer: EditDrawer,
  status: CustomerStatusAction,
  money: Money,
): ListColumn<CustomerListItem>[] {
  const { t, i18n } = useTranslation('customer');
  const { linkTo, linkState } = drawer;
  const { toggle, pendingId } = status;
  return useMemo(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
    return [
      {
        key: 'name',
        title: t('name'),
        sortField: 'name',
        role: 'identity',
        render: (_, row) => (
          <Flex vertical>
            <EllipsisText maxWidth={NAME_WIDTH}>
              <Link to={linkTo(row.id)} state={linkState}>
                {row.name}
              </Link>
            </EllipsisText>
            {row.email ? (
              <EllipsisText maxWidth={NAME_WIDTH}>
                <Typography.Text type="secondary">{row.email}</Typography.Text>
              </EllipsisText>
            ) : null}
          </Flex>
        ),
      },
      { key: 'phone', title: t('phone'), render: (_, row) => row.phone ?? '—' },
      {
        key: 'tags',
        title: t('tags'),
        role: 'secondary',
        render: (_, row) => <CustomerTags tags={row.tags} />,
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => <Tag color={statusColours[row.status]}>{t(statusLabelKeys[row.status])}</Tag>,
      },
      {
        key: 'totalSpent',
        title: t('totalSpent'),
        sortField: 'totalSpent',
        align: 'right',
        render: (_, row) => money.format(row.totalSpent),
      },
      {
        key: 'orderCount',
        title: t('orderCount'),
        sortField: 'orderCount',
        align: 'right',
        render: (_, row) => formatNumber(row.orderCount),
      },
      {
        key: 'lastOrderAt',
        title: t('lastOrder'),
        sortField: 'lastOrderAt',
        // The time wraps under the date rather than widen the table.
        width: DATE_WIDTH,
        render: (_, row) => time(row.lastOrderAt),
      },
      {
        key: 'createdAt',
        title: t('created'),
        sortField: 'createdAt',
        role: 'secondary',
        render: (_, row) => time(row.createdAt),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => {
          const action = row.status === 'ACTIVE' ? t('disable') : t('enable');
          return (
            <Space size={0}>
              <Link
                to={linkTo(row.id)}
                state={linkState}
                aria-label={t('openNamed', { name: row.name })}
                style={{ paddingInline: 8 }}
              >
                {t('open')}
              </Link>
              <Button
                type="link"
                size="small"
                danger={row.status === 'ACTIVE'}
                loading={pendingId === row.id}
                aria-label={t('actionNamed', { action, name: row.name })}
                onClick={() => void toggle(row)}
              >
                {action}
              </Button>
            </Space>
          );
        },
      },
    ];
  }, [t, i18n.language, linkTo, linkState, toggle, pendingId, money]);
}
