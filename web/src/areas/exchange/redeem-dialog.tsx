import type { ExchangeItem } from '@shop/contract/areas/exchange';
import { exchangePlaceBody, MAX_EXCHANGE_QUANTITY } from '@shop/contract/areas/exchange';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { addressText } from '../../components/address-values';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { PaymentChannelFields } from '../../components/payment-channel-fields';
import { defaultAddressOf, usePickedCustomer } from '../../components/picked-customer';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useMoney } from '../../lib/use-money';
import { itemListOptions, refreshExchangeOrders } from './exchange.queries';
import { placeExchange } from './exchange-actions.api';
import { placeBodyOf, REDEEM_START, type RedeemValues, redeemSummary } from './redeem-values';

/**
 * Who may redeem for a customer: placing the order, and finding the customer with their balance
 * and addresses (the customers' list and record), without which the dialog cannot be filled.
 */
export const useCanRedeem = () => useCanCall('placeExchangeOrder', 'listCustomers', 'getCustomer');

/** The items one may redeem now: ON ones, by their sort. */
const REDEEMABLE = { q: undefined, status: 'ON', page: 1, pageSize: 100, sort: 'sort:asc' } as const;

const fields = ['customerId', 'itemId', 'quantity', 'addressId', 'note', 'payment'] as const;

/** What the picked item costs and how many may go. */
function ItemFacts({ item }: { item: ExchangeItem }) {
  const { t } = useTranslation('exchange');
  const money = useMoney();
  const limit = (n: number | null) => (n === null ? t('noLimit') : formatNumber(n));
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      aria-label={t('itemFacts')}
      items={[
        { key: 'points', label: t('pointsPrice'), children: formatNumber(item.pointsPrice) },
        {
          key: 'cash',
          label: t('cashPrice'),
          children: item.cashPrice > 0 ? money.format(item.cashPrice) : '—',
        },
        {
          key: 'quota',
          label: t('quotaLeft'),
          children: t('quotaOf', {
            left: formatNumber(item.quotaRemaining),
            total: formatNumber(item.quotaTotal),
          }),
        },
        {
          key: 'limits',
          label: t('limits'),
          children: `${t('perCustomerShort', { n: limit(item.perCustomerLimit) })} · ${t('perOrderShort', { n: limit(item.perOrderLimit) })}`,
        },
        ...(item.kind === 'SKU' && item.skuAvailable !== null
          ? [
              {
                key: 'stock',
                label: t('sku'),
                children: `${item.skuCode} · ${t('skuAvailable', { n: formatNumber(item.skuAvailable) })}`,
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * "Redeem for a customer": the customer (with their points balance), the item (its price, quota
 * left and limits), how many, where it ships (one of the customer's addresses; a virtual item
 * ships nowhere), a note and, for an item with a cash part, whether that is paid now. The dialog
 * keeps one idempotency key while open, so a double click or a retry places one order. The
 * server's refusals (points short, quota or stock short, a limit) are shown here, translated.
 */
export function RedeemDialog({
  itemId,
  onClose,
  onPlaced,
}: {
  itemId: number | undefined;
  onClose(): void;
  onPlaced(orderId: number): void;
}) {
  const { t } = useTranslation('exchange');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RedeemValues>();
  const [key] = useState(newIdempotencyKey);
  const [start] = useState<RedeemValues>(() => ({ ...REDEEM_START, itemId }));
  const changes = useFormChanged(form, start);

  const customerId = Form.useWatch('customerId', form);
  const pickedItemId = Form.useWatch('itemId', form);
  const quantity = Form.useWatch('quantity', form) ?? 0;
  const paidNow = Form.useWatch('paidNow', form) ?? false;
  const channel = Form.useWatch(['payment', 'channel'], form) ?? 'CASH';

  // A customer picked: their default address (else the first).
  const picked = usePickedCustomer(customerId, (customer) => {
    form.setFieldsValue({ addressId: defaultAddressOf(customer.addresses)?.id });
    changes.measure();
  });
  const items = useQuery(itemListOptions(REDEEMABLE));
  const item = items.data?.items.find((i) => i.id === pickedItemId);
  const summary = item ? redeemSummary(item, quantity, picked?.pointsBalance) : undefined;

  const place = useMutation({
    mutationFn: (values: RedeemValues) => {
      if (!item) throw new Error(t('pickItemRequired'));
      return placeExchange(placeBodyOf(values, item, key));
    },
    onSuccess: (data) => {
      refreshExchangeOrders(queryClient, data.order);
      feedback.success(
        data.replayed
          ? t('alreadyPlaced', { exchangeNo: data.order.exchangeNo })
          : t('placed', { exchangeNo: data.order.exchangeNo }),
      );
      onClose();
      onPlaced(data.order.id);
    },
    onError: (error) => {
      // The balance, quota or stock on screen was out of date: read them again.
      refreshExchangeOrders(queryClient);
      form.setFields(fieldErrors(validationIssues(error), fields));
    },
  });

  const submit = () =>
    void form.validateFields().then(
      (values) => !place.isPending && place.mutate({ ...form.getFieldsValue(true), ...values }),
      () => undefined,
    );

  return (
    <ActionModal
      title={t('redeemTitle')}
      okText={t('redeemOk')}
      onOk={submit}
      onClose={onClose}
      pending={place.isPending}
      error={place.error}
      fields={fields}
      width={640}
      // No Save in the leave question: spending a customer's points is no mere save.
      unsaved={{ dirty: changes.changed }}
    >
      <Form<RedeemValues>
        name="exchange-redeem"
        form={form}
        layout="vertical"
        initialValues={start}
        onValuesChange={changes.measure}
      >
        <Form.Item
          name="customerId"
          label={t('customer')}
          rules={[{ required: true, message: t('pickCustomerRequired') }]}
          extra={picked ? t('balance', { points: formatNumber(picked.pointsBalance) }) : undefined}
        >
          <CustomerSearchSelect
            label={t('customer')}
            placeholder={t('pickCustomer')}
            noneText={t('noCustomers')}
            unavailableText={t('customersUnavailable')}
          />
        </Form.Item>
        <Form.Item
          name="itemId"
          label={t('item')}
          rules={[{ required: true, message: t('pickItemRequired') }]}
        >
          <Select<number>
            aria-label={t('item')}
            placeholder={t('pickItem')}
            loading={items.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={(items.data?.items ?? []).map((i) => ({
              value: i.id,
              label: i.title,
              disabled: i.windowState !== 'RUNNING' || i.quotaRemaining === 0,
            }))}
            notFoundContent={items.isError ? t('itemsUnavailable') : t('noRedeemableItems')}
          />
        </Form.Item>
        {item ? <ItemFacts item={item} /> : null}
        <Form.Item
          name="quantity"
          label={t('quantity')}
          rules={[zodRule(exchangePlaceBody.shape.quantity)]}
          extra={summary ? t('mostThisOrder', { n: formatNumber(summary.most) }) : undefined}
        >
          <InputNumber<number> min={1} max={MAX_EXCHANGE_QUANTITY} precision={0} style={{ width: 160 }} />
        </Form.Item>
        {item?.kind === 'SKU' ? (
          <Form.Item
            name="addressId"
            label={t('shipTo')}
            rules={[{ required: true, message: t('pickAddressRequired') }]}
          >
            {picked && picked.addresses.length > 0 ? (
              <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                {picked.addresses.map((a) => (
                  <Radio key={a.id} value={a.id}>
                    {addressText(a)}
                  </Radio>
                ))}
              </Radio.Group>
            ) : (
              <Typography.Text type="secondary">
                {picked ? t('noAddresses') : t('pickCustomerFirst')}
              </Typography.Text>
            )}
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={t('note')} rules={[zodRule(exchangePlaceBody.shape.note)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        {item && item.cashPrice > 0 ? (
          <>
            <Form.Item
              name="paidNow"
              label={t('paidNow', { amount: money.format(item.cashPrice * (quantity || 0)) })}
              valuePropName="checked"
              extra={t('paidNowHelp')}
            >
              <Switch />
            </Form.Item>
            {paidNow ? <PaymentChannelFields channel={channel} prefix={['payment']} /> : null}
          </>
        ) : null}
      </Form>
      {summary ? (
        <Alert
          type={summary.balanceAfter !== null && summary.balanceAfter < 0 ? 'warning' : 'info'}
          showIcon
          title={t('costs', { points: formatNumber(summary.points) })}
          description={
            summary.balanceAfter === null
              ? undefined
              : summary.balanceAfter < 0
                ? t('balanceShort', { short: formatNumber(-summary.balanceAfter) })
                : t('balanceAfter', { points: formatNumber(summary.balanceAfter) })
          }
        />
      ) : null}
    </ActionModal>
  );
}
