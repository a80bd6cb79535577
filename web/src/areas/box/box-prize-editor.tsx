import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { boxTiers, MAX_BOX_PRIZES, MAX_PRIZE_QUANTITY } from '@shop/contract/areas/box';
import { Alert, Button, Flex, Form, InputNumber, Select, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { SkuSearchSelect } from '../../components/sku-search-select';
import { tierColours, tierLabelKeys } from '../../lib/labels/box-labels';
import { MoneyInput } from '../../lib/money-input';
import { formatNumber } from '../../lib/number-format';
import { type BoxFormValues, newPrize, type PrizeRow, skuLabelOf } from './box-form-values';
import { formatChance, poolOdds } from './box-odds';

interface FieldRow {
  key: number;
  name: number;
}

const remainingOf = (row: PrizeRow | undefined) => (row?.quantityTotal ?? 0) - (row?.drawn ?? 0);

/**
 * The prize pool: each prize a catalogue SKU with its tier, how many are in the pool, the value
 * shown to customers and its place in the list, beside its chance on the next draw once saved
 * (what remains of it over what remains of all). While the box is on sale (or sold out, or ended)
 * the pool is read-only: the odds customers were shown may change only through a pause and a new
 * publication, and the server refuses otherwise.
 */
export function BoxPrizeEditor({ locked, onEdit }: { locked: boolean; onEdit(): void }) {
  const { t, i18n } = useTranslation('box');
  const form = Form.useFormInstance<BoxFormValues>();
  // `preserve`: the rows' own data (the SKU's label, what was drawn) has no field of its own.
  const rows = (Form.useWatch('prizes', { form, preserve: true }) ?? []) as PrizeRow[];
  const odds = poolOdds(rows.map((row) => ({ tier: row?.tier ?? 'COMMON', remaining: remainingOf(row) })));
  const skuTexts = {
    label: '',
    placeholder: t('pickSku'),
    none: t('noSkus'),
    unavailable: t('skusUnavailable'),
    available: (n: string) => t('skuAvailable', { n }),
  };

  return (
    <Form.List name="prizes">
      {(fields, { add, remove }) => {
        const columns: ColumnType<FieldRow>[] = [
          {
            key: 'sku',
            title: t('sku'),
            render: (_, { name }) => (
              <Form.Item
                name={[name, 'skuId']}
                rules={[{ required: true, message: t('pickSkuRequired') }]}
                style={{ margin: 0, width: 300 }}
              >
                <SkuSearchSelect
                  texts={{ ...skuTexts, label: t('skuOfPrize', { n: name + 1 }) }}
                  knownLabel={rows[name]?.skuLabel || undefined}
                  disabled={locked}
                  onPicked={(sku) => {
                    form.setFieldValue(['prizes', name, 'skuLabel'], skuLabelOf(sku));
                    // A value not typed yet follows the SKU's price; one typed stays.
                    if (form.getFieldValue(['prizes', name, 'displayValue']) == null)
                      form.setFieldValue(['prizes', name, 'displayValue'], sku.price);
                    onEdit();
                  }}
                />
              </Form.Item>
            ),
          },
          {
            key: 'tier',
            title: t('tier'),
            render: (_, { name }) => (
              <Form.Item name={[name, 'tier']} style={{ margin: 0 }}>
                <Select
                  aria-label={t('tierOfPrize', { n: name + 1 })}
                  disabled={locked}
                  style={{ width: 120 }}
                  options={boxTiers.map((tier) => ({
                    value: tier,
                    label: <Tag color={tierColours[tier]}>{t(tierLabelKeys[tier])}</Tag>,
                  }))}
                />
              </Form.Item>
            ),
          },
          {
            key: 'quantity',
            title: t('quantity'),
            render: (_, { name }) => {
              const drawn = rows[name]?.drawn ?? 0;
              return (
                <Flex vertical>
                  <Form.Item
                    name={[name, 'quantityTotal']}
                    rules={[{ required: true, message: t('quantityRequired') }]}
                    style={{ margin: 0 }}
                  >
                    <InputNumber<number>
                      aria-label={t('quantityOfPrize', { n: name + 1 })}
                      min={Math.max(1, drawn)}
                      max={MAX_PRIZE_QUANTITY}
                      precision={0}
                      disabled={locked}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                  {drawn > 0 ? (
                    <Typography.Text type="secondary">
                      {t('drawnCount', { n: formatNumber(drawn) })}
                    </Typography.Text>
                  ) : null}
                </Flex>
              );
            },
          },
          {
            key: 'value',
            title: t('shownValue'),
            render: (_, { name }) => (
              <Form.Item
                name={[name, 'displayValue']}
                rules={[{ required: true, message: t('valueRequired') }]}
                style={{ margin: 0 }}
              >
                <MoneyInput
                  aria-label={t('valueOfPrize', { n: name + 1 })}
                  disabled={locked}
                  style={{ width: 120 }}
                />
              </Form.Item>
            ),
          },
          {
            key: 'sort',
            title: t('sort'),
            render: (_, { name }) => (
              <Form.Item name={[name, 'sort']} style={{ margin: 0 }}>
                <InputNumber<number>
                  aria-label={t('sortOfPrize', { n: name + 1 })}
                  min={-1_000_000}
                  max={1_000_000}
                  precision={0}
                  disabled={locked}
                  style={{ width: 80 }}
                />
              </Form.Item>
            ),
          },
          {
            key: 'chance',
            title: t('chance'),
            align: 'right',
            render: (_, { name }) => formatChance(odds.prizes[name] ?? 0, i18n.language),
          },
          // Nothing to remove from a locked pool.
          ...(locked
            ? []
            : [
                {
                  key: 'remove',
                  title: t('remove'),
                  render: (_: unknown, { name }: FieldRow) => {
                    const drawn = rows[name]?.drawn ?? 0;
                    const button = (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('removePrize', { n: name + 1 })}
                        disabled={drawn > 0}
                        onClick={() => {
                          remove(name);
                          onEdit();
                        }}
                      />
                    );
                    return drawn > 0 ? <Tooltip title={t('cannotRemoveDrawn')}>{button}</Tooltip> : button;
                  },
                },
              ]),
        ];
        return (
          <Flex vertical gap={8}>
            {locked ? <Alert type="info" showIcon title={t('prizesLocked')} /> : null}
            <Table<FieldRow>
              size="small"
              rowKey="key"
              pagination={false}
              aria-label={t('prizePool')}
              dataSource={fields.map(({ key, name }) => ({ key, name }))}
              columns={columns}
              locale={{ emptyText: t('noPrizes') }}
              scroll={{ x: 'max-content' }}
            />
            <Flex justify="space-between" align="center" wrap gap={8}>
              {locked ? (
                <span />
              ) : (
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_BOX_PRIZES}
                  onClick={() => {
                    add(newPrize((fields.length + 1) * 10));
                    onEdit();
                  }}
                >
                  {t('addPrize')}
                </Button>
              )}
              <Typography.Text>
                {t('tierOdds', {
                  tiers: boxTiers
                    .map(
                      (tier) => `${t(tierLabelKeys[tier])} ${formatChance(odds.tiers[tier], i18n.language)}`,
                    )
                    .join(' · '),
                  n: formatNumber(odds.total),
                })}
              </Typography.Text>
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}
