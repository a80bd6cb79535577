import { type InventorySku, MAX_BULK_ADJUST } from '@shop/contract/areas/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { issueText, validationIssues } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { insufficientStockOf } from '../../lib/insufficient-stock';
import { messageText } from '../../lib/message-text';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { BulkAdjustLine } from './bulk-adjust-line';
import { type BulkLine, type BulkValues, bulkBodyOf, bulkStartOf } from './bulk-adjust-values';
import { bulkAdjustStock, refreshAfterAdjust } from './inventory.queries';

/**
 * Adjusts the selected SKUs in one request, all or nothing: when one SKU is short the server
 * changes none and names it, and its line is marked with what it has. Mounted once per opening,
 * with one idempotency key.
 */
export function BulkAdjustDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: InventorySku[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('inventory');
  const queryClient = useQueryClient();
  const [keyFor] = useState(keysByContent);
  const [start] = useState(() => bulkStartOf(rows));
  const [form] = Form.useForm<BulkValues>();
  const lines: BulkLine[] | undefined = Form.useWatch('lines', form);
  const tooMany = rows.length > MAX_BULK_ADJUST;

  const adjust = useMutation({
    mutationFn: (values: BulkValues) => bulkAdjustStock(bulkBodyOf(values, keyFor)),
    onSuccess: (data) => {
      refreshAfterAdjust(queryClient, data.records);
      feedback.success(
        data.replayed ? t('alreadyAppliedBulk') : t('bulkAdjusted', { count: data.records.length }),
      );
      onDone();
      onClose();
    },
    onError: (error) => {
      if (insufficientStockOf(error)) refreshAfterAdjust(queryClient, []);
      else if (validationIssues(error).length === 0) feedback.error(error.message, ERROR_TOAST_MS);
    },
  });
  const short = insufficientStockOf(adjust.error);
  const issues = [...new Set(validationIssues(adjust.error).map(issueText))];
  // Cancel, Escape or closing the page's tab ask while a line is typed; Save applies them all.
  const changes = useFormChanged(form, start);
  const unsaved = useUnsavedChanges({
    dirty: changes.changed,
    save: async () => !tooMany && validateThenSave(form, (values) => adjust.mutateAsync(values)),
  });

  return (
    <Modal
      open
      width={880}
      title={t('bulkAdjustTitle', { count: rows.length })}
      okText={t('applyAll')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: adjust.isPending, disabled: tooMany }}
      onCancel={() => void unsaved.leave(onClose)}
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('bulkAllOrNothing')} />
      {tooMany ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={messageText('inventory.tooManyLines', { max: MAX_BULK_ADJUST })}
        />
      ) : null}
      {issues.length > 0 ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={issues.join(' ')} />
      ) : null}
      {short ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('bulkShort', { code: short.skuCode, count: short.available })}
        />
      ) : null}
      <Form<BulkValues>
        name="stock-bulk-adjust"
        form={form}
        layout="vertical"
        initialValues={start}
        // `true`: every value, with each line's skuId, which no field holds (onFinish's values lack it).
        onFinish={() => !adjust.isPending && adjust.mutate(form.getFieldsValue(true) as BulkValues)}
        onValuesChange={(changed: Partial<BulkValues>) => {
          // A line switched between change and count starts its quantity over; a count's reason is fixed.
          changed.lines?.forEach((line, index) => {
            if (!line?.mode) return;
            form.setFieldValue(['lines', index, 'quantity'], null);
            form.setFieldValue(['lines', index, 'reason'], line.mode === 'setTo' ? 'cycle_count' : undefined);
          });
          changes.measure();
        }}
      >
        <Form.List name="lines">
          {(fields) =>
            fields.map((field) => {
              const sku = rows[field.name];
              if (!sku) return null;
              return (
                <BulkAdjustLine
                  key={field.key}
                  form={form}
                  name={field.name}
                  sku={sku}
                  line={lines?.[field.name]}
                  shortBy={short?.skuId === sku.skuId ? short.available : null}
                />
              );
            })
          }
        </Form.List>
        <Form.Item name="note" label={t('noteAll')} style={{ marginTop: 12 }}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
