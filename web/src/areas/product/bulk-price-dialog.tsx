import { type ProductBulkPriceData, priceFields, productBulkPriceBody } from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Radio, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { fieldErrors, schemaIssues, validationIssues } from '../../lib/form-issues';
import { MoneyInput } from '../../lib/money-input';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { useMoney } from '../../lib/use-money';
import { bulkPrice, refreshProducts } from './product.queries';

interface PriceFormValues {
  field: (typeof priceFields)[number];
  mode: 'set' | 'percent';
  amount: number | null;
  percent: number | null;
}

const START: PriceFormValues = { field: 'price', mode: 'percent', amount: null, percent: null };
/** The fields a refusal can be shown under (the others are choices that cannot be wrong). */
const typedFields = ['amount', 'percent'] as const;
type Change = ProductBulkPriceData['changes'][number];

/**
 * Sets or shifts by a percentage the price (or compare-at price) of every SKU of the selected
 * products: Preview asks the server what each SKU would become, and Apply sends exactly the
 * previewed change (changing the form afterwards asks for a new preview).
 */
export function BulkPriceDialog(props: { open: boolean; ids: number[]; onClose(): void; onApplied(): void }) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const money = useMoney();
  const [form] = Form.useForm<PriceFormValues>();
  const mode = Form.useWatch('mode', form) ?? START.mode;
  const [previewed, setPreviewed] = useState<{ values: PriceFormValues; data: ProductBulkPriceData } | null>(
    null,
  );

  /** The body of the form's values, or null after showing what is wrong under the fields. */
  const bodyOf = (values: PriceFormValues, dryRun: boolean) => {
    const draft = {
      ids: props.ids,
      field: values.field,
      mode: values.mode,
      ...(values.mode === 'set'
        ? { amount: values.amount ?? undefined }
        : { percent: values.percent ?? undefined }),
      dryRun,
    };
    const judged = productBulkPriceBody.safeParse(draft);
    if (judged.success) return judged.data;
    form.setFields(fieldErrors(schemaIssues(judged.error.issues), typedFields));
    return null;
  };
  const send = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof bodyOf>>) => bulkPrice(body),
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), typedFields)),
  });
  const values = (): PriceFormValues => ({ ...START, ...form.getFieldsValue() });

  const preview = () => {
    const current = values();
    const body = bodyOf(current, true);
    if (body) send.mutate(body, { onSuccess: (data) => setPreviewed({ values: current, data }) });
  };
  /** Sends the previewed change; true once applied. */
  const apply = async (): Promise<boolean> => {
    const body = previewed && bodyOf(previewed.values, false);
    if (!body) return false;
    return send
      .mutateAsync(body, {
        onSuccess: (data) => {
          feedback.success(t('pricesChanged', { count: data.changes.length }));
          props.onApplied();
          props.onClose();
        },
        // Each product whose prices moved has a new version: an edit page open on it reads it again.
        onSettled: (data) =>
          refreshProducts(queryClient, [...new Set(data?.changes.map((c) => c.productId))]),
      })
      .then(
        () => true,
        () => false,
      );
  };
  const changes = useFormChanged(form, START);
  // Cancel, Escape or closing the tab ask while a change is typed. Save applies only what was
  // previewed: otherwise it shows the preview and stays, so no price moves unseen.
  const unsaved = useUnsavedChanges({
    dirty: props.open && changes.changed,
    save: () => {
      if (previewed) return apply();
      preview();
      return Promise.resolve(false);
    },
  });
  const close = () => void unsaved.leave(props.onClose);
  const cents = (value: number | null) => (value === null ? '—' : money.format(value));
  const failure = send.error && validationIssues(send.error).length === 0 ? send.error.message : null;

  return (
    <Modal
      open={props.open}
      title={t('bulkPriceTitle', { count: props.ids.length })}
      onCancel={close}
      destroyOnHidden
      afterClose={() => {
        setPreviewed(null);
        send.reset();
      }}
      width={720}
      footer={
        <Space>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button onClick={preview} loading={send.isPending && !previewed}>
            {t('preview')}
          </Button>
          <Button
            type="primary"
            disabled={!previewed}
            loading={send.isPending && !!previewed}
            onClick={() => void apply()}
          >
            {t('apply')}
          </Button>
        </Space>
      }
    >
      <Form<PriceFormValues>
        name="bulk-price"
        form={form}
        layout="vertical"
        initialValues={START}
        onValuesChange={() => {
          setPreviewed(null);
          changes.measure();
        }}
      >
        <Form.Item name="field" label={t('priceField')}>
          <Radio.Group
            options={priceFields.map((field) => ({
              value: field,
              label: t(field === 'price' ? 'price' : 'compareAtPrice'),
            }))}
          />
        </Form.Item>
        <Form.Item name="mode" label={t('priceMode')}>
          <Radio.Group
            options={[
              { value: 'percent', label: t('modePercent') },
              { value: 'set', label: t('modeSet') },
            ]}
          />
        </Form.Item>
        {mode === 'set' ? (
          <Form.Item name="amount" label={t('newAmount', { currency: money.currency })}>
            <MoneyInput style={{ width: 200 }} />
          </Form.Item>
        ) : (
          <Form.Item name="percent" label={t('percentChange')} extra={t('percentHelp')}>
            <InputNumber<number> min={-99} max={1000} precision={2} suffix="%" style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      {previewed ? (
        <Table<Change>
          size="small"
          rowKey="skuId"
          dataSource={previewed.data.changes}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
          aria-label={t('previewTable')}
          columns={[
            { key: 'sku', title: t('skuCode'), dataIndex: 'skuCode' },
            {
              key: 'product',
              title: t('product'),
              render: (_, row) => [row.productTitle, ...row.optionValues].join(' · '),
            },
            { key: 'before', title: t('before'), align: 'right', render: (_, row) => cents(row.before) },
            { key: 'after', title: t('after'), align: 'right', render: (_, row) => cents(row.after) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
