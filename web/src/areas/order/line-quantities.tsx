import { combinationLabel } from '@shop/contract/areas/product';
import { Button, Flex, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/number-format';
import type { Money } from '../../lib/use-money';
import { type LineChoice, type PickedQuantities, pickAll } from './refund-lines';

/**
 * The order's lines to pick from for an after-sale or a refund: each with its price, how many
 * may still be picked, and a quantity box (0 leaves the line out). Read-only for a refund that
 * settles an after-sale, whose lines are fixed.
 */
export function LineQuantities({
  choices,
  value,
  onChange,
  money,
  readOnly = false,
}: {
  choices: readonly LineChoice[];
  value: PickedQuantities;
  onChange(value: PickedQuantities): void;
  money: Money;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('order');
  return (
    <Flex vertical gap={8}>
      {readOnly ? null : (
        <Flex gap={8}>
          <Button size="small" onClick={() => onChange(pickAll(choices))}>
            {t('pickAllLines')}
          </Button>
          <Button size="small" onClick={() => onChange({})}>
            {t('pickNoLines')}
          </Button>
        </Flex>
      )}
      <Table<LineChoice>
        rowKey={(choice) => choice.line.id}
        size="small"
        pagination={false}
        dataSource={[...choices]}
        locale={{ emptyText: t('noLinesLeft') }}
        columns={[
          {
            key: 'line',
            title: t('product'),
            render: (_, { line }) => (
              <Flex vertical>
                <span>{line.title}</span>
                <Typography.Text type="secondary">
                  {[line.skuCode, combinationLabel(line.optionValues)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'price',
            title: t('unitPrice'),
            align: 'right',
            render: (_, { line }) => money.format(line.unitPrice),
          },
          { key: 'max', title: t('pickable'), align: 'right', render: (_, { max }) => formatNumber(max) },
          {
            key: 'quantity',
            title: t('quantity'),
            render: (_, { line, max }) => (
              <InputNumber<number>
                aria-label={t('quantityOf', { code: line.skuCode })}
                min={0}
                max={max}
                precision={0}
                disabled={readOnly}
                value={value[line.id] ?? null}
                placeholder="0"
                onChange={(quantity) => onChange({ ...value, [line.id]: quantity })}
                style={{ width: 96 }}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
