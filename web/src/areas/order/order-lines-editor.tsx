import { DeleteOutlined } from '@ant-design/icons';
import { combinationLabel } from '@shop/contract/areas/product';
import { Button, Flex, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import type { Money } from '../../lib/use-money';
import { type DraftLine, mostOf } from './new-order-values';

/**
 * The new order's lines: each SKU with its price and availability as listed, a quantity, and the
 * line's amount at that price (indicative: the server prices the order). A line the server
 * refused is marked with why (`problems`, by SKU id, translated).
 */
export function OrderLinesEditor({
  lines,
  onChange,
  money,
  problems,
}: {
  lines: DraftLine[];
  onChange(lines: DraftLine[]): void;
  money: Money;
  problems: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('order');
  const setQuantity = (skuId: number, quantity: number | null) =>
    onChange(lines.map((line) => (line.sku.skuId === skuId ? { ...line, quantity } : line)));

  return (
    <Table<DraftLine>
      rowKey={(line) => line.sku.skuId}
      size="small"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: t('noLines') }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'image',
          width: 48,
          render: (_, line) => <Thumbnail src={line.sku.imageUrl} size={32} />,
        },
        {
          key: 'sku',
          title: t('product'),
          render: (_, line) => {
            const problem = problems.get(line.sku.skuId);
            return (
              <Flex vertical>
                <span>{line.sku.productTitle}</span>
                <Typography.Text type="secondary">
                  {[line.sku.code, combinationLabel(line.sku.optionValues)].filter(Boolean).join(' · ')}
                </Typography.Text>
                {problem ? (
                  <Typography.Text type="danger" role="alert">
                    {problem}
                  </Typography.Text>
                ) : null}
              </Flex>
            );
          },
        },
        {
          key: 'price',
          title: t('unitPrice'),
          align: 'right',
          render: (_, line) => money.format(line.sku.price),
        },
        {
          key: 'available',
          title: t('available'),
          align: 'right',
          render: (_, line) => (
            <Typography.Text type={(line.quantity ?? 0) > line.sku.available ? 'danger' : undefined}>
              {formatNumber(line.sku.available)}
            </Typography.Text>
          ),
        },
        {
          key: 'quantity',
          title: t('quantity'),
          render: (_, line) => (
            <InputNumber<number>
              aria-label={t('quantityOf', { code: line.sku.code })}
              min={1}
              max={mostOf(line.sku)}
              precision={0}
              value={line.quantity}
              status={problems.has(line.sku.skuId) || !line.quantity ? 'error' : undefined}
              onChange={(quantity) => setQuantity(line.sku.skuId, quantity)}
              style={{ width: 96 }}
            />
          ),
        },
        {
          key: 'lineTotal',
          title: t('lineTotal'),
          align: 'right',
          render: (_, line) => money.format(line.sku.price * (line.quantity ?? 0)),
        },
        {
          key: 'remove',
          width: 48,
          // Pinned: a narrow drawer scrolls the lines sideways, the way to remove one stays in view.
          fixed: 'right',
          render: (_, line) => (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('removeLine', { code: line.sku.code })}
              onClick={() => onChange(lines.filter((l) => l.sku.skuId !== line.sku.skuId))}
            />
          ),
        },
      ]}
    />
  );
}
