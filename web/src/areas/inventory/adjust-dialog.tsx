import {
  type AdjustData,
  type AdjustReason,
  adjustReasons,
  type InventorySku,
} from '@shop/contract/areas/inventory';
import { combinationLabel } from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { insufficientStockOf } from '../../lib/insufficient-stock';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { AdjustOutcome } from './adjust-outcome';
import { type AdjustMode, adjustLineOf, previewAdjust } from './adjust-preview';
import { MAX_QUANTITY, useAdjustRules } from './adjust-rules';
import { adjustStock, refreshAfterAdjust } from './inventory.queries';
import { reasonLabelKeys } from './inventory-labels';

interface AdjustValues {
  mode: AdjustMode;
  quantity: number | null;
  reason: AdjustReason | undefined;
  note: string;
}

const START: AdjustValues = { mode: 'delta', quantity: null, reason: undefined, note: '' };
const formFields = ['quantity', 'reason', 'note'] as const;
// The body's names for the one quantity field.
const fieldOfPath = { delta: 'quantity', setTo: 'quantity' } as const;

/**
 * Adjusts one SKU: by a signed change with a reason, or to a counted quantity, with what it would
 * leave shown before sending. Each change sent keeps its idempotency key for this opening: a double
 * click or a retry after a lost answer applies the change once, and a change edited after a failed
 * try goes with a new key (the server refuses a key sent with another request).
 */
export function AdjustDialog({ sku, onClose }: { sku: InventorySku; onClose(): void }) {
  const { t } = useTranslation('inventory');
  const queryClient = useQueryClient();
  const rules = useAdjustRules();
  const [keyFor] = useState(keysByContent);
  const [form] = Form.useForm<AdjustValues>();
  const mode: AdjustMode = Form.useWatch('mode', form) ?? 'delta';
  const quantity = Form.useWatch('quantity', form);
  const preview = previewAdjust(sku, mode, quantity);

  const done = (data: AdjustData) => {
    if (data.replayed) feedback.success(t('alreadyApplied', { code: sku.code }));
    else if (!data.record) feedback.success(t('nothingChanged', { code: sku.code }));
    else feedback.success(t('adjusted', { code: sku.code, onHand: data.record.onHandAfter }));
  };

  const adjust = useMutation({
    mutationFn: (values: AdjustValues) => {
      const content = {
        ...adjustLineOf(sku.skuId, values.mode, values.quantity ?? 0, values.reason),
        note: values.note ?? '',
      };
      return adjustStock({ ...content, idempotencyKey: keyFor(content) });
    },
    onSuccess: (data) => {
      refreshAfterAdjust(queryClient, data.record ? [data.record] : []);
      done(data);
      onClose();
    },
    onError: (error) => {
      // A short SKU shows in the dialog; its row is fetched again, as the page's balances were old.
      if (insufficientStockOf(error)) {
        refreshAfterAdjust(queryClient, []);
        return;
      }
      const issues = fieldErrors(validationIssues(error), formFields, fieldOfPath);
      if (issues.length > 0) form.setFields(issues);
      else feedback.error(error.message, ERROR_TOAST_MS);
    },
  });
  const short = insufficientStockOf(adjust.error);
  // Cancel, Escape or closing the page's tab ask while a change is typed; Save applies it.
  const changes = useFormChanged(form, START);
  const unsaved = useUnsavedChanges({
    dirty: changes.changed,
    save: () => validateThenSave(form, (values) => adjust.mutateAsync(values)),
  });

  return (
    <Modal
      open
      title={t('adjustTitle', { code: sku.code })}
      okText={t('apply')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: adjust.isPending }}
      onCancel={() => void unsaved.leave(onClose)}
    >
      <Typography.Paragraph type="secondary">
        {sku.productTitle}
        {sku.optionValues.length > 0 ? ` · ${combinationLabel(sku.optionValues)}` : ''}
      </Typography.Paragraph>
      <Form<AdjustValues>
        name="stock-adjust"
        form={form}
        layout="vertical"
        initialValues={START}
        // Sending twice is harmless (the key), but one click should be one request.
        onFinish={(values) => !adjust.isPending && adjust.mutate(values)}
        onValuesChange={(changed: Partial<AdjustValues>) => {
          // A change and a count mean different numbers: start the quantity over.
          if (changed.mode) form.setFieldValue('quantity', null);
          changes.measure();
        }}
      >
        <Form.Item name="mode" label={t('mode')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'delta', label: t('modeDelta') },
              { value: 'setTo', label: t('modeSetTo') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={mode === 'delta' ? t('changeBy') : t('countedQuantity')}
          extra={mode === 'delta' ? t('changeByHelp') : t('countedHelp')}
          rules={[rules.quantity(() => form.getFieldValue('mode'))]}
        >
          <InputNumber
            precision={0}
            min={mode === 'delta' ? -MAX_QUANTITY : 0}
            max={MAX_QUANTITY}
            style={{ width: 200 }}
          />
        </Form.Item>
        {mode === 'delta' ? (
          <Form.Item name="reason" label={t('reason')} rules={[rules.reason]}>
            <Select
              placeholder={t('pickReason')}
              options={adjustReasons.map((reason) => ({ value: reason, label: t(reasonLabelKeys[reason]) }))}
              style={{ width: 240 }}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('reason')} extra={t('countedReasonHelp')}>
            {t('reasonCycleCount')}
          </Form.Item>
        )}
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      <AdjustOutcome balances={sku} preview={preview} />
      {preview?.exceeds && !short ? (
        <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>
          {t('exceedsAvailable', { count: sku.available })}
        </Typography.Paragraph>
      ) : null}
      {short ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={t('insufficientTitle')}
          description={t('onlyAvailable', { count: short.available, code: short.skuCode })}
        />
      ) : null}
    </Modal>
  );
}
