import { adjustReasons, type InventorySku } from '@shop/contract/areas/inventory';
import { combinationLabel } from '@shop/contract/areas/product';
import { Flex, Form, type FormInstance, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdjustOutcome } from './adjust-outcome';
import { type AdjustMode, previewAdjust } from './adjust-preview';
import { MAX_QUANTITY, useAdjustRules } from './adjust-rules';
import type { BulkLine, BulkValues } from './bulk-adjust-values';
import { reasonLabelKeys } from './inventory-labels';

export interface BulkAdjustLineProps {
  form: FormInstance<BulkValues>;
  /** The line's index in the form's `lines`. */
  name: number;
  sku: InventorySku;
  line: BulkLine | undefined;
  /** Available stock when the server refused the batch for this SKU, else null. */
  shortBy: number | null;
}

/** One selected SKU in the bulk dialog: how to change it, why, and what it would leave. */
export function BulkAdjustLine({ form, name, sku, line, shortBy }: BulkAdjustLineProps) {
  const { t } = useTranslation('inventory');
  const rules = useAdjustRules();
  const mode: AdjustMode = line?.mode ?? 'delta';
  const label = [sku.productTitle, combinationLabel(sku.optionValues)].filter(Boolean).join(' · ');
  return (
    <fieldset
      aria-label={sku.code}
      aria-invalid={shortBy !== null}
      style={{
        border: 0,
        margin: 0,
        minWidth: 0,
        padding: '8px 8px 0',
        borderRadius: 6,
        // The SKU that stopped the batch stands out, with how many it has.
        background: shortBy !== null ? 'rgba(255, 77, 79, 0.1)' : undefined,
      }}
    >
      <Flex gap={8} align="start" wrap>
        <div style={{ width: 180 }}>
          <Typography.Text strong>{sku.code}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{label}</Typography.Text>
        </div>
        <Form.Item name={[name, 'mode']}>
          <Select
            aria-label={t('modeOf', { code: sku.code })}
            options={[
              { value: 'delta', label: t('modeDelta') },
              { value: 'setTo', label: t('modeSetTo') },
            ]}
            style={{ width: 170 }}
          />
        </Form.Item>
        <Form.Item
          name={[name, 'quantity']}
          rules={[rules.quantity(() => form.getFieldValue(['lines', name, 'mode']))]}
        >
          <InputNumber
            aria-label={t('quantityOf', { code: sku.code })}
            placeholder={mode === 'delta' ? t('changeBy') : t('countedQuantity')}
            precision={0}
            min={mode === 'delta' ? -MAX_QUANTITY : 0}
            max={MAX_QUANTITY}
            style={{ width: 130 }}
          />
        </Form.Item>
        <Form.Item name={[name, 'reason']} rules={mode === 'delta' ? [rules.reason] : []}>
          <Select
            aria-label={t('reasonOf', { code: sku.code })}
            placeholder={t('pickReason')}
            // A count is always recorded as a cycle count.
            disabled={mode === 'setTo'}
            options={adjustReasons.map((reason) => ({ value: reason, label: t(reasonLabelKeys[reason]) }))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <AdjustOutcome compact balances={sku} preview={previewAdjust(sku, mode, line?.quantity)} />
      </Flex>
      {shortBy !== null ? (
        <Typography.Paragraph type="danger" style={{ marginBottom: 8 }}>
          {t('onlyAvailable', { count: shortBy, code: sku.code })}
        </Typography.Paragraph>
      ) : null}
    </fieldset>
  );
}
