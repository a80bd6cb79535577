import type { OrderLine } from '@shop/contract/areas/order';
import { combinationLabel } from '@shop/contract/areas/product';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import type { Money } from '../../lib/use-money';
import { SideScroll } from './side-scroll';

/**
 * The order's lines as they were sold: the snapshot of picture, title, options and code taken
 * when it was placed (later catalogue edits do not change them), price, quantity, how many were
 * refunded, and the line's amount.
 */
export function OrderLinesTable({ lines, money }: { lines: OrderLine[]; money: Money }) {
  const { t } = useTranslation('order');
  return (
    <SideScroll>
      <Table<OrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          { key: 'image', width: 56, render: (_, line) => <Thumbnail src={line.imageUrl} size={40} /> },
          {
            key: 'product',
            title: t('product'),
            render: (_, line) => (
              <Flex vertical>
                <span>{line.title}</span>
                {line.optionValues.length > 0 ? (
                  <Typography.Text type="secondary">{combinationLabel(line.optionValues)}</Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          { key: 'code', title: t('skuCode'), dataIndex: 'skuCode' },
          {
            key: 'unitPrice',
            title: t('unitPrice'),
            align: 'right',
            render: (_, line) => money.format(line.unitPrice),
          },
          {
            key: 'quantity',
            title: t('quantity'),
            align: 'right',
            render: (_, line) => formatNumber(line.quantity),
          },
          {
            key: 'refunded',
            title: t('refundedQuantity'),
            align: 'right',
            render: (_, line) =>
              line.refundedQuantity > 0 ? (
                <Typography.Text type="warning">{formatNumber(line.refundedQuantity)}</Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'lineTotal',
            title: t('lineTotal'),
            align: 'right',
            render: (_, line) => money.format(line.lineTotal),
          },
        ]}
      />
    </SideScroll>
  );
}
