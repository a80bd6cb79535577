import { DeleteOutlined } from '@ant-design/icons';
import { centsField, combinationLabel, skuCode, skuStatuses } from '@shop/contract/areas/product';
import { Button, Form, type FormInstance, Input, InputNumber, Select, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/form-issues';
import { skuStatusLabelKeys } from '../../lib/labels/product-labels';
import { messageText } from '../../lib/message-text';
import { MoneyInput } from '../../lib/money-input';
import type { ProductFormValues } from './product-form-values';
import type { SkuRow } from './sku-rows';

/** A combination as the row's label; the cell carries the row's `optionValues` errors. */
function CombinationText({ value }: { value?: string[] }) {
  const { t } = useTranslation('product');
  const label = combinationLabel(value ?? []);
  return <Typography.Text strong={Boolean(label)}>{label || t('singleSku')}</Typography.Text>;
}

const cell = { style: { marginBottom: 0 } };

/**
 * The SKUs, one editable row per combination (made by the editor from the options): code, prices,
 * weight, status, low-stock threshold, and the stock of saved SKUs (read-only: stock changes go
 * through inventory). Every input is named by its combination for screen readers and tests.
 */
export function SkuTable({ form, currency }: { form: FormInstance<ProductFormValues>; currency: string }) {
  const { t } = useTranslation('product');
  const rowOf = (field: FormListFieldData): SkuRow | undefined => form.getFieldValue(['skus', field.name]);
  const nameOf = (field: FormListFieldData) =>
    combinationLabel(rowOf(field)?.optionValues ?? []) || t('singleSku');
  const money = (what: string) => t('withCurrency', { what, currency });
  const optionalCents = zodRule(centsField, { optional: true });
  // An empty price says so (the schema alone would say it expected a number).
  const priceRules = [{ required: true, message: messageText('field.required') }, optionalCents];

  return (
    <Form.List name="skus">
      {(fields, { remove }, { errors }) => (
        <>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            dataSource={fields}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'combination',
                title: t('combination'),
                fixed: 'left',
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'optionValues']}>
                    <CombinationText />
                  </Form.Item>
                ),
              },
              {
                key: 'code',
                title: t('skuCode'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'code']} rules={[zodRule(skuCode)]}>
                    <Input aria-label={t('cellCode', { sku: nameOf(field) })} style={{ width: 180 }} />
                  </Form.Item>
                ),
              },
              {
                key: 'price',
                title: money(t('price')),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'price']} rules={priceRules}>
                    <MoneyCell label={t('cellPrice', { sku: nameOf(field) })} />
                  </Form.Item>
                ),
              },
              {
                key: 'compareAtPrice',
                title: money(t('compareAtPrice')),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'compareAtPrice']} rules={[optionalCents]}>
                    <MoneyCell label={t('cellCompareAt', { sku: nameOf(field) })} />
                  </Form.Item>
                ),
              },
              {
                key: 'cost',
                title: money(t('cost')),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'cost']} rules={[optionalCents]}>
                    <MoneyCell label={t('cellCost', { sku: nameOf(field) })} />
                  </Form.Item>
                ),
              },
              {
                key: 'weightGrams',
                title: t('weight'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'weightGrams']}>
                    <InputNumber<number>
                      aria-label={t('cellWeight', { sku: nameOf(field) })}
                      min={0}
                      max={1_000_000}
                      precision={0}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'status',
                title: t('skuStatus'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'status']}>
                    <Select
                      aria-label={t('cellStatus', { sku: nameOf(field) })}
                      options={skuStatuses.map((s) => ({ value: s, label: t(skuStatusLabelKeys[s]) }))}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'lowStockThreshold',
                title: t('lowStockThreshold'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'lowStockThreshold']}>
                    <InputNumber<number>
                      aria-label={t('cellThreshold', { sku: nameOf(field) })}
                      placeholder={t('shopDefault')}
                      min={0}
                      max={1_000_000}
                      precision={0}
                      style={{ width: 110 }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'stock',
                title: t('onHandAvailable'),
                align: 'right',
                render: (_, field) => {
                  const row = rowOf(field);
                  return row?.id ? `${row.onHand ?? 0} / ${row.available ?? 0}` : '—';
                },
              },
              {
                key: 'remove',
                title: t('actions'),
                render: (_, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('removeSku', { sku: nameOf(field) })}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

/** A money cell: the form's cents through MoneyInput, named for its row. */
function MoneyCell({
  label,
  ...rest
}: {
  label: string;
  value?: number | null;
  onChange?(v: number | null): void;
}) {
  return <MoneyInput {...rest} aria-label={label} style={{ width: 120 }} />;
}
