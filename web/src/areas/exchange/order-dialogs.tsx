import { type ExchangeOrderDetail, exchangeCancelBody } from '@shop/contract/areas/exchange';
import { Alert, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { type OfflineChannel, PaymentChannelFields } from '../../components/payment-channel-fields';
import { ShipDialog as ShipFormDialog, type ShipValues } from '../../components/ship-dialog';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import type { Money } from '../../lib/use-money';
import { cancelExchange, completeExchange, payExchange, shipExchange } from './exchange-actions.api';
import { paidCashOf } from './exchange-order-actions';
import { answered, useExchangeAction } from './use-exchange-action';

/** The drawer's search param: a dialog with something typed asks before the drawer closes. */
export interface DialogProps {
  order: ExchangeOrderDetail;
  anchor: string;
  onClose(): void;
}

interface PayValues {
  channel: OfflineChannel;
  reference: string;
}

const payFields = ['channel', 'reference'] as const;
const PAY_START: PayValues = { channel: 'CASH', reference: '' };

/** Records the cash part as received (the amount is the order's cash total); one key per content. */
export function PayDialog({ order, anchor, onClose, money }: DialogProps & { money: Money }) {
  const { t } = useTranslation('exchange');
  const [form] = Form.useForm<PayValues>();
  const [keyFor] = useState(keysByContent);
  const channel = Form.useWatch('channel', form) ?? 'CASH';
  const pay = useExchangeAction(
    (values: PayValues) => {
      const content = { channel: values.channel, reference: values.reference ?? '' };
      return payExchange(order.id, { ...content, idempotencyKey: keyFor(content) });
    },
    (data) => {
      feedback.success(
        data.replayed ? t('paymentAlreadyRecorded') : t('paid', { exchangeNo: order.exchangeNo }),
      );
      onClose();
    },
    (data) => data.order,
  );
  const showIssues = (error: unknown) => form.setFields(fieldErrors(validationIssues(error), payFields));
  const changes = useFormChanged(form, PAY_START);
  return (
    <ActionModal
      title={t('payTitle', { exchangeNo: order.exchangeNo })}
      okText={t('recordPayment')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={pay.isPending}
      error={pay.error}
      fields={payFields}
      unsaved={{
        dirty: changes.changed,
        save: () => validateThenSave(form, (values) => pay.mutateAsync(values, { onError: showIssues })),
        anchor,
      }}
    >
      <Typography.Paragraph>{t('payText', { amount: money.format(order.cashTotal) })}</Typography.Paragraph>
      <Form<PayValues>
        name="exchange-pay"
        form={form}
        layout="vertical"
        initialValues={PAY_START}
        onValuesChange={changes.measure}
        onFinish={(values) => !pay.isPending && pay.mutate(values, { onError: showIssues })}
      >
        <PaymentChannelFields channel={channel} />
      </Form>
    </ActionModal>
  );
}

/** Ships the item with its carrier and tracking number (the reserved stock leaves the shelf). */
export function ShipDialog({ order, anchor, onClose }: DialogProps) {
  const { t } = useTranslation('exchange');
  const ship = useExchangeAction(
    (values: ShipValues) => shipExchange(order.id, values),
    () => {
      feedback.success(t('shipped', { exchangeNo: order.exchangeNo }));
      onClose();
    },
    answered,
  );
  return (
    <ShipFormDialog
      name="exchange-ship"
      title={t('shipTitle', { exchangeNo: order.exchangeNo })}
      okText={t('ship')}
      labels={{ carrier: t('carrier'), trackingNo: t('trackingNo') }}
      ship={ship}
      anchor={anchor}
      onClose={onClose}
    />
  );
}

/** Completes a shipped exchange order (the customer has the item). */
export function CompleteDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation('exchange');
  const complete = useExchangeAction(
    () => completeExchange(order.id),
    () => {
      feedback.success(t('completed', { exchangeNo: order.exchangeNo }));
      onClose();
    },
    answered,
  );
  return (
    <ActionModal
      title={t('completeTitle', { exchangeNo: order.exchangeNo })}
      okText={t('complete')}
      onOk={() => !complete.isPending && complete.mutate()}
      onClose={onClose}
      pending={complete.isPending}
      error={complete.error}
    >
      <Typography.Paragraph>{t('completeText')}</Typography.Paragraph>
    </ActionModal>
  );
}

const CANCEL_START = { reason: '' };

/**
 * Cancels an exchange order that has not shipped, with a reason. It says what follows before
 * anything is done: the points go back to the customer, the quota and any reserved stock are
 * released and, when the cash part was paid, it is refunded.
 */
export function CancelDialog({ order, anchor, onClose, money }: DialogProps & { money: Money }) {
  const { t } = useTranslation('exchange');
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useExchangeAction(
    (reason: string) => cancelExchange(order.id, { reason }),
    () => {
      feedback.success(t('cancelled', { exchangeNo: order.exchangeNo }));
      onClose();
    },
    answered,
  );
  const showIssues = (error: unknown) =>
    form.setFields(fieldErrors(validationIssues(error), ['reason'] as const));
  const changes = useFormChanged(form, CANCEL_START);
  const refund = paidCashOf(order);
  return (
    <ActionModal
      title={t('cancelTitle', { exchangeNo: order.exchangeNo })}
      okText={t('confirmCancel')}
      danger
      onOk={() => form.submit()}
      onClose={onClose}
      pending={cancel.isPending}
      error={cancel.error}
      fields={['reason']}
      // No Save in the leave question: cancelling (and refunding) is no mere save.
      unsaved={{ dirty: changes.changed, anchor }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('cancelGivesBack', { points: order.pointsTotal })}
        description={refund > 0 ? t('cancelRefunds', { amount: money.format(refund) }) : undefined}
      />
      <Form
        name="exchange-cancel"
        form={form}
        layout="vertical"
        initialValues={CANCEL_START}
        onValuesChange={changes.measure}
        onFinish={({ reason }) => !cancel.isPending && cancel.mutate(reason, { onError: showIssues })}
      >
        <Form.Item name="reason" label={t('cancelReason')} rules={[zodRule(exchangeCancelBody.shape.reason)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
