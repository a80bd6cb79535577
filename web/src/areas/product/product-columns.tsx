import { type ProductListItem, productTransitions } from '@shop/contract/areas/product';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../app/page-links';
import {
  statusColours,
  statusLabelKeys,
  stockLabelKeys,
  transitionLabelKey,
} from '../../lib/labels/product-labels';
import { EllipsisText } from '../../lib/list/ellipsis-text';
import type { ListColumn } from '../../lib/list/list-table';
import { Thumbnail } from '../../lib/list/thumbnail';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import type { useProductActions } from './use-product-actions';

const productEditPath = (id: number) => pagePath('EditProduct', { id });

const COVER_SIZE = 40;
/** Title and subtitle lines are cut here; the whole shows in a tooltip. */
const TITLE_WIDTH = 200;
const ACTIONS_WIDTH = 170;

/**
 * The product list's columns: cover, title (opens the editor) with subtitle, status, price range,
 * available stock with a low/out badge, and the row's actions (edit, the status moves its status
 * allows, delete unless on sale); category, SKUs, flags, sort and updated wait in the chooser.
 */
export function useProductColumns(
  actions: ReturnType<typeof useProductActions>,
  money: Money,
): ListColumn<ProductListItem>[] {
  const { t, i18n } = useTranslation('product');
  const { changeStatus, askDelete, pendingId } = actions;
  const mayPublish = useCanCall('changeProductStatus');
  const mayDelete = useCanCall('deleteProduct');
  return useMemo(
    () => [
      {
        key: 'cover',
        title: t('cover'),
        width: COVER_SIZE + 16,
        render: (_, row) => <Thumbnail src={row.coverUrl} size={COVER_SIZE} />,
      },
      {
        key: 'title',
        title: t('title'),
        sortField: 'title',
        role: 'identity',
        render: (_, row) => (
          <Flex vertical>
            <EllipsisText maxWidth={TITLE_WIDTH}>
              <Link to={productEditPath(row.id)}>{row.title}</Link>
            </EllipsisText>
            {row.subtitle ? (
              <EllipsisText maxWidth={TITLE_WIDTH}>
                <Typography.Text type="secondary">{row.subtitle}</Typography.Text>
              </EllipsisText>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'category',
        title: t('category'),
        role: 'secondary',
        render: (_, row) => row.category?.name ?? '—',
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => <Tag color={statusColours[row.status]}>{t(statusLabelKeys[row.status])}</Tag>,
      },
      {
        key: 'price',
        title: t('price'),
        sortField: 'price',
        align: 'right',
        render: (_, row) => money.range(row.priceMin, row.priceMax) ?? '—',
      },
      {
        key: 'available',
        title: t('available'),
        sortField: 'available',
        align: 'right',
        render: (_, row) => (
          <Space size={4}>
            {row.available}
            {row.stock === 'in_stock' ? null : (
              <Tag color={row.stock === 'low_stock' ? 'orange' : 'red'}>{t(stockLabelKeys[row.stock])}</Tag>
            )}
          </Space>
        ),
      },
      { key: 'skuCount', title: t('skuCount'), dataIndex: 'skuCount', align: 'right', role: 'secondary' },
      {
        key: 'flags',
        title: t('flags'),
        role: 'secondary',
        render: (_, row) => (
          <>
            {row.isNew ? <Tag color="blue">{t('isNew')}</Tag> : null}
            {row.isRecommended ? <Tag color="gold">{t('isRecommended')}</Tag> : null}
          </>
        ),
      },
      {
        key: 'sort',
        title: t('sort'),
        dataIndex: 'sort',
        sortField: 'sort',
        align: 'right',
        role: 'secondary',
      },
      {
        key: 'updatedAt',
        title: t('updated'),
        sortField: 'updatedAt',
        role: 'secondary',
        render: (_, row) => formatDateTime(row.updatedAt, i18n.language),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        // Edit, one or two status moves and Delete wrap onto two lines rather than widen the table.
        width: ACTIONS_WIDTH,
        render: (_, row) => (
          <Space size={0} wrap>
            <Link to={productEditPath(row.id)} aria-label={t('editNamed', { title: row.title })}>
              {t('edit')}
            </Link>
            {(mayPublish ? productTransitions[row.status] : []).map((to) => {
              const label = t(transitionLabelKey(row.status, to));
              return (
                <Button
                  key={to}
                  type="link"
                  size="small"
                  loading={pendingId === row.id}
                  aria-label={t('actionNamed', { action: label, title: row.title })}
                  onClick={() => void changeStatus(row, to)}
                >
                  {label}
                </Button>
              );
            })}
            {row.status === 'ON_SALE' || !mayDelete ? null : (
              <Button
                type="link"
                size="small"
                danger
                aria-label={t('actionNamed', { action: t('delete'), title: row.title })}
                onClick={() => void askDelete(row)}
              >
                {t('delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, i18n.language, money, changeStatus, askDelete, pendingId, mayPublish, mayDelete],
  );
}
