import { type OrderDetail, recordPaymentBody } from '@shop/contract/areas/order';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { type OfflineChannel, PaymentChannelFields } from '../../components/payment-channel-fields';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { MoneyInput } from '../../lib/money-input';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import type { Money } from '../../lib/use-money';
import { recordPayment } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import { useOrderAction } from './use-order-action';

interface Values {
  channel: OfflineChannel;
  reference: string;
  amount: number | null;
  paidAt: Dayjs | null;
  note: string;
}

const fields = ['channel', 'reference', 'amount', 'paidAt', 'note'] as const;

/**
 * Records money received outside the system (cash, a bank transfer, a card-terminal slip) with
 * its reference; the amount starts at the order's total, which is what one payment must be.
 * The same reference recorded twice changes nothing. Cash may go without a reference: each
 * content sent keeps an idempotency key for this opening, so a double click pays once.
 */
export function RecordPaymentDialog({
  order,
  money,
  onClose,
}: {
  order: OrderDetail;
  money: Money;
  onClose(): void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  const [keyFor] = useState(keysByContent);
  // Held: the time it opened at is what a change is measured against.
  const [start] = useState<Values>(() => ({
    channel: 'CASH',
    reference: '',
    amount: order.total,
    paidAt: dayjs(),
    note: '',
  }));
  const channel = Form.useWatch('channel', form) ?? 'CASH';
  const pay = useOrderAction(
    (values: Values) => {
      const content = {
        channel: values.channel,
        reference: values.reference ?? '',
        amount: values.amount ?? 0,
        ...(values.paidAt ? { paidAt: values.paidAt.toISOString() } : {}),
        note: values.note ?? '',
      };
      return recordPayment(order.id, { ...content, idempotencyKey: keyFor(content) });
    },
    (data) => {
      feedback.success(
        data.replayed ? t('paymentAlreadyRecorded') : t('paymentRecorded', { orderNo: order.orderNo }),
      );
      onClose();
    },
    (data) => data.order,
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, fields);
  const changes = useFormChanged(form, start);
  return (
    <ActionModal
      title={t('payTitle', { orderNo: order.orderNo })}
      okText={t('recordPayment')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={pay.isPending}
      error={pay.error}
      fields={fields}
      unsaved={{
        dirty: changes.changed,
        save: () => validateThenSave(form, (values) => pay.mutateAsync(values, { onError: showIssues })),
        anchor: 'order',
      }}
    >
      <Form<Values>
        name="order-pay"
        form={form}
        layout="vertical"
        initialValues={start}
        onValuesChange={changes.measure}
        onFinish={(values) => !pay.isPending && pay.mutate(values, { onError: showIssues })}
      >
        <PaymentChannelFields channel={channel} />
        <Form.Item
          name="amount"
          label={t('amount')}
          extra={t('amountHelp', { total: money.format(order.total) })}
          rules={[zodRule(recordPaymentBody.shape.amount)]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item name="paidAt" label={t('paidAt')}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="note" label={t('note')} rules={[zodRule(recordPaymentBody.shape.note)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
