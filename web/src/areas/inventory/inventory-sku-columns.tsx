import type { InventorySku } from '@shop/contract/areas/inventory';
import { combinationLabel } from '@shop/contract/areas/product';
import { Button, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skuStatusLabelKeys, statusColours, statusLabelKeys } from '../../lib/labels/product-labels';
import { EllipsisText } from '../../lib/list/ellipsis-text';
import type { ListColumn } from '../../lib/list/list-table';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { stockTextType } from './inventory-labels';

const IMAGE_SIZE = 40;
/** The product's title and options are cut here; the whole shows in a tooltip. */
const PRODUCT_WIDTH = 200;

export interface SkuRowActions {
  onAdjust(sku: InventorySku): void;
  onHistory(sku: InventorySku): void;
}

/**
 * The InventorySKU list's columns: image, the SKU and its product, on hand, reserved, available,
 * and the actions; the statuses, threshold and updated wait in the chooser.
 */
export function useSkuColumns({ onAdjust, onHistory }: SkuRowActions): ListColumn<InventorySku>[] {
  const { t, i18n } = useTranslation('inventory');
  // The statuses are the product area's, named as its pages name them.
  const { t: productText } = useTranslation('product');
  const mayAdjust = useCanCall('adjustStock');
  return useMemo(() => {
    // formatNumber reads the current language; the memo follows it through i18n.language.
    const count = (n: number) => formatNumber(n);
    return [
      {
        key: 'image',
        title: t('image'),
        width: IMAGE_SIZE + 16,
        render: (_, row) => <Thumbnail src={row.imageUrl} size={IMAGE_SIZE} />,
      },
      { key: 'code', title: t('skuCode'), dataIndex: 'code', sortField: 'code', role: 'identity' },
      {
        key: 'product',
        title: t('product'),
        sortField: 'productTitle',
        render: (_, row) => (
          <>
            <div>
              <EllipsisText maxWidth={PRODUCT_WIDTH}>{row.productTitle}</EllipsisText>
            </div>
            {row.optionValues.length > 0 ? (
              <EllipsisText maxWidth={PRODUCT_WIDTH}>
                <Typography.Text type="secondary">{combinationLabel(row.optionValues)}</Typography.Text>
              </EllipsisText>
            ) : null}
          </>
        ),
      },
      {
        key: 'productStatus',
        title: t('productStatus'),
        role: 'secondary',
        render: (_, row) => (
          <Tag color={statusColours[row.productStatus]}>
            {productText(statusLabelKeys[row.productStatus])}
          </Tag>
        ),
      },
      {
        key: 'status',
        title: t('skuStatus'),
        role: 'secondary',
        render: (_, row) => (
          <Tag color={row.status === 'ACTIVE' ? 'green' : 'default'}>
            {productText(skuStatusLabelKeys[row.status])}
          </Tag>
        ),
      },
      {
        key: 'onHand',
        title: t('onHand'),
        sortField: 'onHand',
        align: 'right',
        render: (_, row) => count(row.onHand),
      },
      {
        key: 'reserved',
        title: t('reserved'),
        align: 'right',
        render: (_, row) => count(row.reserved),
      },
      {
        key: 'available',
        title: t('available'),
        sortField: 'available',
        align: 'right',
        render: (_, row) => (
          <Typography.Text type={stockTextType[row.stock]} strong={row.stock !== 'ok'}>
            {count(row.available)}
          </Typography.Text>
        ),
      },
      {
        key: 'threshold',
        title: t('threshold'),
        align: 'right',
        role: 'secondary',
        render: (_, row) =>
          row.lowStockThreshold === null
            ? t('defaultThreshold', { count: row.effectiveThreshold })
            : count(row.lowStockThreshold),
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
        render: (_, row) => (
          <Space size="small">
            {mayAdjust ? (
              <Button
                size="small"
                aria-label={t('adjustOf', { code: row.code })}
                onClick={() => onAdjust(row)}
              >
                {t('adjust')}
              </Button>
            ) : null}
            <Button
              size="small"
              type="link"
              aria-label={t('historyOf', { code: row.code })}
              onClick={() => onHistory(row)}
            >
              {t('history')}
            </Button>
          </Space>
        ),
      },
    ];
  }, [t, productText, i18n.language, onAdjust, onHistory, mayAdjust]);
}
