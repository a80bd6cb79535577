import { type AfterSale, type OrderDetail, type RefundData, refundBody } from '@shop/contract/areas/order';
import { refundQuote } from '@shop/contract/areas/order-refund';
import { Checkbox, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { keysByContent, sortedJson } from '../../lib/idempotency';
import { MoneyInput } from '../../lib/money-input';
import type { Money } from '../../lib/use-money';
import { LineQuantities } from './line-quantities';
import { refundableOf } from './order-actions';
import { refundOrder } from './order-actions.api';
import { orderIssues, showFieldIssues } from './order-field-issues';
import {
  isEmptyAsk,
  type PickedQuantities,
  pickedLines,
  pickedOfAfterSale,
  type RefundAsk,
  refundableLines,
  shippingRefundableOf,
} from './refund-lines';
import { useOrderAction } from './use-order-action';

/**
 * A refund by line and shipping: staff pick lines and quantities and a shipping amount, and the
 * amount is shown as they pick, worked out by the contract's `refundQuote` exactly as the server
 * plans it (the lines' share of what was paid, discount spread over the goods, plus the
 * shipping); staff may lower it, never raise it, and give a reason. The server stays the
 * authority: it works the amount out again under the order's lock and refuses more. Goods that
 * were shipped and came back may go back on the shelf (restock). Each refund sent keeps its
 * idempotency key for this opening, so a retry refunds once, and a refund edited after a failed
 * try goes with a new key. From an after-sale, its lines are fixed and the refund settles it.
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
  const [startPicked] = useState<PickedQuantities>(() => (afterSale ? pickedOfAfterSale(afterSale) : {}));
  const [picked, setPicked] = useState(startPicked);
  const [shipping, setShipping] = useState<number | null>(null);
  const [restock, setRestock] = useState(false);
  const amount: number | null = Form.useWatch('amount', form) ?? null;
  // A reason written or the amount lowered (measured as typed, so Escape right after asks).
  const [typed, setTyped] = useState(false);
  const shippingMax = shippingRefundableOf(order);
  const ask: RefundAsk = { lines: pickedLines(choices, picked), shipping: shipping ?? 0 };
  const empty = isEmptyAsk(ask);
  const quote = refundQuote(order, ask);
  const restockOffered = restockOfferedFor(order, afterSale) && ask.lines.length > 0;

  // Each new pick starts the amount at what it comes to; staff may lower it afterwards.
  const quoted = empty ? null : quote.amount;
  useEffect(() => {
    form.setFieldsValue({ amount: quoted });
    setTyped(Boolean(form.getFieldValue('reason')));
  }, [form, quoted]);

  // Changed from how it opened: other lines or shipping, restock ticked, a reason, a lower amount.
  const startAsk: RefundAsk = { lines: pickedLines(choices, startPicked), shipping: 0 };
  const dirty = sortedJson(ask) !== sortedJson(startAsk) || restock || typed;

  const base = {
    ...ask,
    ...(afterSale ? { afterSaleId: afterSale.id } : {}),
    ...(restockOffered && restock ? { restock: true } : {}),
  };
  // A refund answers what it came to, not the order: the order is read again after it.
  const refund = useOrderAction(
    (values: { amount: number | null; reason: string }) => {
      const content = { ...base, amount: values.amount ?? 0, reason: values.reason, dryRun: false };
      return refundOrder(order.id, { ...content, idempotencyKey: keyFor(content) });
    },
    (data: RefundData) => {
      feedback.success(
        data.replayed
          ? t('refundAlreadyDone')
          : t('refundDone', { amount: money.format(data.amount), refundNo: data.refund?.refundNo ?? '' }),
      );
      onClose();
    },
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, ['amount', 'reason'], money.format);

  return (
    <ActionModal
      title={
        afterSale
          ? t('refundAfterSaleTitle', { afterSaleNo: afterSale.afterSaleNo })
          : t('refundTitle', { orderNo: order.orderNo })
      }
      okText={!empty && amount !== null ? t('refundAmount', { amount: money.format(amount) }) : t('refund')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={refund.isPending}
      error={refund.error}
      fields={['amount', 'reason']}
      issuesOf={(error) => orderIssues(error, money.format)}
      okDisabled={empty || quote.amount <= 0}
      danger
      width={820}
      // No Save in the leave question: a refund moves money, so it is only ever the dialog's button.
      unsaved={{ dirty, anchor: 'order' }}
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
        {restockOffered ? (
          <Checkbox
            checked={restock}
            onChange={(e) => setRestock(e.target.checked)}
            style={{ paddingBottom: 26 }}
          >
            {t('restockReturned')}
          </Checkbox>
        ) : null}
      </Flex>
      {empty ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('pickSomethingToRefund')}
        </Typography.Paragraph>
      ) : null}
      {empty ? null : (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ marginTop: 12 }}
          title={t('computedTitle')}
          items={[
            { key: 'lines', label: t('computedLines'), children: money.format(quote.linesAmount) },
            { key: 'shipping', label: t('computedShipping'), children: money.format(quote.shipping) },
            {
              key: 'amount',
              label: t('computedAmount'),
              children: <strong data-testid="refund-computed-amount">{money.format(quote.amount)}</strong>,
            },
            { key: 'refundable', label: t('computedRefundable'), children: money.format(quote.refundable) },
          ]}
        />
      )}
      <Form
        name="order-refund"
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ amount: null, reason: '' }}
        onValuesChange={(_, values) => setTyped(Boolean(values.reason) || (values.amount ?? null) !== quoted)}
        onFinish={(values) => !empty && !refund.isPending && refund.mutate(values, { onError: showIssues })}
      >
        <Form.Item
          name="amount"
          label={t('amountToRefund')}
          extra={empty ? t('pickFirst') : t('amountToRefundHelp', { amount: money.format(quote.amount) })}
          rules={[
            zodRule(refundBody.shape.amount.unwrap()),
            {
              validator: async (_rule, value: number | null) => {
                if (!empty && value !== null && value > quote.amount)
                  throw new Error(t('issueAboveComputed', { amount: money.format(quote.amount) }));
              },
            },
          ]}
        >
          <MoneyInput aria-label={t('amountToRefund')} disabled={empty} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(refundBody.shape.reason)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}

/**
 * Restock is offered for goods that left the shelf and came back: the order was shipped, and the
 * refund is not settling a refund-only after-sale (nothing returned) or a return whose goods were
 * restocked when received. The server checks it again against the stock ledger.
 */
function restockOfferedFor(order: OrderDetail, afterSale: AfterSale | undefined): boolean {
  if (order.status !== 'SHIPPED' && order.status !== 'COMPLETED') return false;
  return !afterSale || (afterSale.type === 'RETURN_REFUND' && !afterSale.restocked);
}
