import {
  type AfterSale,
  type OrderDetail,
  type RefundBody,
  type RefundData,
  refundBody,
} from '@shop/contract/areas/order';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { MoneyInput } from '../../lib/money-input';
import type { Money } from '../../lib/use-money';
import { ActionModal, useOrderAction } from './action-modal';
import { LineQuantities } from './line-quantities';
import { refundableOf } from './order-actions';
import { refundOrder } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import {
  isEmptyAsk,
  type PickedQuantities,
  pickedLines,
  pickedOfAfterSale,
  type RefundAsk,
  refundableLines,
  sameAsk,
  shippingRefundableOf,
} from './refund-lines';

const DRY_RUN_REASON = 'dry run';

interface Computed {
  ask: RefundAsk;
  data: RefundData;
}

/**
 * A refund by line and shipping: staff pick lines and quantities and a shipping amount, the
 * server works out what that comes to (a dry run: the lines' share of what was paid, discount
 * spread over the goods, plus the shipping), staff may lower it, never raise it, and give a
 * reason. Each refund sent keeps its idempotency key for this opening, so a retry refunds once, and
 * a refund edited after a failed try (other lines, amount or reason) goes with a new key. From an
 * after-sale, its lines are fixed and the refund settles it.
 */
export function RefundDialog({
  order,
  afterSale,
  money,
  onClose,
}: {
  order: OrderDetail;
  afterSale?: AfterSale;
  money: Money;
  onClose(): void;
}) {
  const { t } = useTranslation('order');
  const [keyFor] = useState(keysByContent);
  const [form] = Form.useForm<{ amount: number | null; reason: string }>();
  const [choices] = useState(() => {
    const all = refundableLines(order);
    return afterSale ? all.filter((c) => afterSale.lines.some((l) => l.lineId === c.line.id)) : all;
  });
  const [picked, setPicked] = useState<PickedQuantities>(() =>
    afterSale ? pickedOfAfterSale(afterSale) : {},
  );
  const [shipping, setShipping] = useState<number | null>(null);
  const [computed, setComputed] = useState<Computed | null>(null);
  const amount: number | null = Form.useWatch('amount', form) ?? null;
  const shippingMax = shippingRefundableOf(order);
  const ask: RefundAsk = { lines: pickedLines(choices, picked), shipping: shipping ?? 0 };
  const current = computed && sameAsk(computed.ask, ask) ? computed : null;
  const base = { ...ask, ...(afterSale ? { afterSaleId: afterSale.id } : {}) };
  const withKey = (content: Omit<RefundBody, 'idempotencyKey'>) =>
    refundOrder(order.id, { ...content, idempotencyKey: keyFor(content) });

  const dryRun = useMutation({
    // The contract asks a reason of every refund body; a dry run records nothing, so any will do.
    mutationFn: (asked: RefundAsk) => withKey({ ...base, ...asked, reason: DRY_RUN_REASON, dryRun: true }),
    onSuccess: (data, asked) => {
      setComputed({ ask: asked, data });
      form.setFieldsValue({ amount: data.amount });
    },
  });
  // A refund answers what it came to, not the order: the order is read again after it.
  const refund = useOrderAction(
    (values: { amount: number | null; reason: string }) =>
      withKey({ ...base, amount: values.amount ?? 0, reason: values.reason, dryRun: false }),
    (data) => {
      feedback.success(
        data.replayed
          ? t('refundAlreadyDone')
          : t('refundDone', { amount: money.format(data.amount), refundNo: data.refund?.refundNo ?? '' }),
      );
      onClose();
    },
  );

  return (
    <ActionModal
      title={
        afterSale
          ? t('refundAfterSaleTitle', { afterSaleNo: afterSale.afterSaleNo })
          : t('refundTitle', { orderNo: order.orderNo })
      }
      okText={current && amount !== null ? t('refundAmount', { amount: money.format(amount) }) : t('refund')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={refund.isPending}
      error={refund.error ?? dryRun.error}
      fields={['amount', 'reason']}
      formatMoney={money.format}
      okDisabled={!current}
      danger
      width={820}
    >
      <Typography.Paragraph type="secondary">
        {t('refundableNow', { amount: money.format(refundableOf(order)) })}
      </Typography.Paragraph>
      <LineQuantities
        choices={choices}
        value={picked}
        onChange={setPicked}
        money={money}
        readOnly={Boolean(afterSale)}
      />
      <Flex gap={12} align="end" wrap style={{ marginTop: 12 }}>
        <Flex vertical gap={4}>
          <Typography.Text>{t('refundShipping')}</Typography.Text>
          <MoneyInput
            aria-label={t('refundShipping')}
            value={shipping}
            onChange={(cents) => setShipping(cents === null ? null : Math.min(cents, shippingMax))}
            disabled={shippingMax === 0}
            style={{ width: 200 }}
          />
          <Typography.Text type="secondary">
            {t('shippingRefundable', { amount: money.format(shippingMax) })}
          </Typography.Text>
        </Flex>
        <Button onClick={() => dryRun.mutate(ask)} loading={dryRun.isPending} disabled={isEmptyAsk(ask)}>
          {t('calculate')}
        </Button>
      </Flex>
      {isEmptyAsk(ask) ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('pickSomethingToRefund')}
        </Typography.Paragraph>
      ) : null}
      {computed && !current ? (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('recalculate')} />
      ) : null}
      {current ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ marginTop: 12 }}
          title={t('computedTitle')}
          items={[
            { key: 'lines', label: t('computedLines'), children: money.format(current.data.linesAmount) },
            { key: 'shipping', label: t('computedShipping'), children: money.format(current.data.shipping) },
            {
              key: 'amount',
              label: t('computedAmount'),
              children: <strong>{money.format(current.data.amount)}</strong>,
            },
            {
              key: 'refundable',
              label: t('computedRefundable'),
              children: money.format(current.data.refundable),
            },
          ]}
        />
      ) : null}
      <Form
        name="order-refund"
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ amount: null, reason: '' }}
        onFinish={(values) =>
          current &&
          !refund.isPending &&
          refund.mutate(values, {
            onError: (error) => showFieldIssues(form, error, ['amount', 'reason'], money.format),
          })
        }
      >
        <Form.Item
          name="amount"
          label={t('amountToRefund')}
          extra={
            current
              ? t('amountToRefundHelp', { amount: money.format(current.data.amount) })
              : t('calculateFirst')
          }
          rules={[
            zodRule(refundBody.shape.amount.unwrap()),
            {
              validator: async (_rule, value: number | null) => {
                if (current && value !== null && value > current.data.amount)
                  throw new Error(t('issueAboveComputed', { amount: money.format(current.data.amount) }));
              },
            },
          ]}
        >
          <MoneyInput aria-label={t('amountToRefund')} disabled={!current} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(refundBody.shape.reason)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
