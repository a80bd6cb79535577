import {
  type AdjustPointsData,
  adjustPointsBody,
  MAX_POINT_ADJUST,
  type PointAdjustReason,
  pointAdjustReasons,
} from '@shop/contract/areas/point';
import { Codes } from '@shop/contract/codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { messageText } from '../../lib/message-text';
import { formatNumber } from '../../lib/number-format';
import { ApiError } from '../../lib/request';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { adjustPoints, customerPointsOptions, refreshAfterAdjust } from './point.queries';
import { reasonLabelKeys } from './point-labels';

type Direction = 'add' | 'deduct';

interface AdjustValues {
  customerId: number | undefined;
  direction: Direction;
  amount: number | null;
  reason: PointAdjustReason | undefined;
  note: string;
}

const formFields = ['customerId', 'amount', 'reason', 'note'] as const;
const fieldOfPath = { delta: 'amount' } as const;

/** A 42202 answer: the balance was short (its message, translated, says by how much). */
const isShort = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === Codes.INSUFFICIENT_POINTS;

export interface AdjustTarget {
  id: number;
  label: string;
}

/**
 * Adds to or takes from a customer's points, with a reason and a note, showing the balance before
 * and after. The keys come from this opening of the dialog: a double click or a retry after a
 * lost answer sends the same key and changes the balance once; content edited after a refusal
 * goes with a key of its own (the server refuses a key sent with another request).
 */
export function AdjustPointsDialog({ customer, onClose }: { customer?: AdjustTarget; onClose(): void }) {
  const { t } = useTranslation('point');
  const queryClient = useQueryClient();
  const [keyFor] = useState(keysByContent);
  const [start] = useState<AdjustValues>(() => ({
    customerId: customer?.id,
    direction: 'add',
    amount: null,
    reason: undefined,
    note: '',
  }));
  const [form] = Form.useForm<AdjustValues>();
  const customerId: number | undefined = Form.useWatch('customerId', form) ?? customer?.id;
  const direction: Direction = Form.useWatch('direction', form) ?? 'add';
  const amount: number | null = Form.useWatch('amount', form) ?? null;
  const points = useQuery({ ...customerPointsOptions(customerId ?? 0), enabled: customerId !== undefined });
  const balance = points.data?.customerId === customerId ? points.data?.balance : undefined;
  const delta = amount ? (direction === 'add' ? amount : -amount) : 0;
  const after = balance === undefined ? undefined : balance + delta;

  const adjust = useMutation({
    mutationFn: (values: AdjustValues) => {
      const content = {
        customerId: values.customerId ?? 0,
        delta: values.direction === 'add' ? (values.amount ?? 0) : -(values.amount ?? 0),
        reason: values.reason ?? 'other',
        note: values.note.trim(),
      };
      return adjustPoints({ ...content, idempotencyKey: keyFor(content) });
    },
    onSuccess: (data: AdjustPointsData) => {
      refreshAfterAdjust(queryClient, data.entry.customer.id);
      feedback.success(
        data.replayed
          ? t('alreadyApplied', { name: data.entry.customer.name })
          : t('adjusted', { name: data.entry.customer.name, balance: formatNumber(data.entry.balanceAfter) }),
      );
      unsaved.settle();
      onClose();
    },
    onError: (error, values) => {
      // The balance on screen was old: fetch it again beside the refusal.
      if (isShort(error)) {
        if (values.customerId !== undefined) refreshAfterAdjust(queryClient, values.customerId);
        return;
      }
      const issues = fieldErrors(validationIssues(error), formFields, fieldOfPath);
      if (issues.length > 0) form.setFields(issues);
      else feedback.error(error.message, ERROR_TOAST_MS);
    },
  });
  const short = isShort(adjust.error) ? adjust.error : null;
  const changes = useFormChanged(form, start);
  const unsaved = useUnsavedChanges({
    dirty: changes.changed,
    save: () => validateThenSave(form, (values) => adjust.mutateAsync(values)),
  });

  return (
    <Modal
      open
      title={t('adjustTitle')}
      okText={t('apply')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: adjust.isPending }}
      onCancel={() => void unsaved.leave(onClose)}
      destroyOnHidden
    >
      <Form<AdjustValues>
        name="points-adjust"
        form={form}
        layout="vertical"
        initialValues={start}
        // The key makes a second send harmless, but one click should be one request.
        onFinish={(values) => !adjust.isPending && adjust.mutate(values)}
        onValuesChange={() => {
          changes.measure();
          if (adjust.error) adjust.reset();
        }}
      >
        <Form.Item
          name="customerId"
          label={t('customer')}
          rules={[{ required: true, message: t('customerRequired') }]}
        >
          <CustomerSearchSelect
            label={t('customer')}
            placeholder={t('pickCustomer')}
            noneText={t('noCustomers')}
            unavailableText={t('customersUnavailable')}
            knownName={customer?.label}
          />
        </Form.Item>
        <Form.Item name="direction" label={t('direction')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'add', label: t('add') },
              { value: 'deduct', label: t('deduct') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('amount')}
          rules={[{ required: true, message: t('amountRequired') }]}
        >
          <InputNumber<number> precision={0} min={1} max={MAX_POINT_ADJUST} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, message: t('reasonRequired') }]}
        >
          <Select
            placeholder={t('pickReason')}
            options={pointAdjustReasons.map((reason) => ({
              value: reason,
              label: t(reasonLabelKeys[reason]),
            }))}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('note')}
          required
          rules={[zodRule(adjustPointsBody.shape.note)]}
          extra={t('noteHelp')}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {balance !== undefined ? (
        <Typography.Text type={after !== undefined && after < 0 ? 'danger' : undefined}>
          {t('balanceNowAfter', {
            value:
              delta === 0 ? formatNumber(balance) : `${formatNumber(balance)} → ${formatNumber(after ?? 0)}`,
          })}
        </Typography.Text>
      ) : null}
      {short ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={t('insufficientTitle')}
          description={short.message || messageText('point.insufficient')}
        />
      ) : null}
    </Modal>
  );
}
