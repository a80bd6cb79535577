import { type BoxDrawActionData, type BoxSeries, boxDrawBody } from '@shop/contract/areas/box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { addressText } from '../../components/address-values';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { PaymentChannelFields } from '../../components/payment-channel-fields';
import { defaultAddressOf, usePickedCustomer } from '../../components/picked-customer';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { newIdempotencyKey } from '../../lib/idempotency';
import { payMethodLabelKeys } from '../../lib/labels/box-labels';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useMoney } from '../../lib/use-money';
import { refreshAfterDraw } from './box.queries';
import { drawBox } from './box-actions.api';
import { DrawFacts, PointsAfter } from './box-draw-facts';
import { DrawResult } from './box-draw-result';
import { balanceAfter, type DrawValues, drawBodyOf, drawStart, payMethodsOf } from './box-draw-values';

/**
 * Who may draw for a customer: the draw, and finding the customer with their balance and
 * addresses (the customers' list and record), without which the dialog cannot be filled.
 */
export const useCanDraw = () => useCanCall('drawBox', 'listCustomers', 'getCustomer');

const fields = ['customerId', 'addressId', 'payMethod', 'payment', 'ageConfirmed', 'note'] as const;

type DrawnBox = Pick<
  BoxSeries,
  | 'id'
  | 'title'
  | 'cashPrice'
  | 'pointsPrice'
  | 'minimumAge'
  | 'perCustomerDailyLimit'
  | 'guaranteeEvery'
  | 'guaranteeMinTier'
>;

/**
 * "Draw for a customer" at the counter: the customer (their points balance), where the prize
 * ships (one of their addresses), how the box is paid (money received now, or points, refused
 * here when short), and the age confirmation a box with an age notice asks for. The server picks
 * the prize; the dialog then shows what was won. One idempotency key per draw: a double click or
 * a retry after a lost answer is answered with the first draw, never a second one.
 */
function DrawForm({
  box,
  customerId,
  onClose,
  onDrawn,
}: {
  box: DrawnBox;
  customerId: number | undefined;
  onClose(): void;
  onDrawn(data: BoxDrawActionData): void;
}) {
  const { t } = useTranslation('box');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DrawValues>();
  const [key] = useState(newIdempotencyKey);
  const [start] = useState(() => drawStart(box, customerId));
  const changes = useFormChanged(form, start);
  const methods = payMethodsOf(box);

  const pickedId = Form.useWatch('customerId', form);
  const payMethod = Form.useWatch('payMethod', form) ?? start.payMethod;
  const channel = Form.useWatch(['payment', 'channel'], form) ?? 'CASH';
  const picked = usePickedCustomer(
    pickedId,
    useCallback(
      (customer) => {
        form.setFieldsValue({ addressId: defaultAddressOf(customer.addresses)?.id });
        changes.measure();
      },
      [form, changes.measure],
    ),
  );
  const after = balanceAfter(box, payMethod, picked?.pointsBalance);
  const short = after !== null && after < 0;
  // A prize must ship somewhere: a customer without an address cannot draw yet.
  const nowhere = picked !== undefined && picked.addresses.length === 0;

  const draw = useMutation({
    mutationFn: (values: DrawValues) => drawBox(box.id, drawBodyOf(values, key)),
    onSuccess: (data) => {
      refreshAfterDraw(queryClient, box.id, data.draw);
      onDrawn(data);
    },
    onError: (error) => {
      // The pool, the balance or the box's status on screen was out of date: read them again.
      refreshAfterDraw(queryClient, box.id);
      form.setFields(fieldErrors(validationIssues(error), fields));
    },
  });
  const submit = () =>
    void form.validateFields().then(
      () => !draw.isPending && !short && !nowhere && draw.mutate(form.getFieldsValue(true) as DrawValues),
      () => undefined,
    );

  return (
    <ActionModal
      title={t('drawTitle', { title: box.title })}
      okText={t('drawOk')}
      onOk={submit}
      onClose={onClose}
      pending={draw.isPending}
      okDisabled={short || nowhere}
      error={draw.error}
      fields={fields}
      width={640}
      // No Save in the leave question: a draw takes money or points, no mere save.
      unsaved={{ dirty: changes.changed }}
    >
      <DrawFacts box={box} />
      <Form<DrawValues>
        name="box-draw"
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
        {picked && picked.addresses.length > 0 ? (
          <Form.Item
            name="addressId"
            label={t('shipTo')}
            rules={[{ required: true, message: t('pickAddressRequired') }]}
          >
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {picked.addresses.map((a) => (
                <Radio key={a.id} value={a.id}>
                  {addressText(a)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        ) : (
          // Not a field until there is an address to choose: a text is no control.
          <Form.Item label={t('shipTo')}>
            <Typography.Text type="secondary">
              {picked ? t('noAddresses') : t('pickCustomerFirst')}
            </Typography.Text>
          </Form.Item>
        )}
        <Form.Item name="payMethod" label={t('payWith')}>
          <Radio.Group
            options={methods.map((m) => ({
              value: m,
              label:
                m === 'CASH'
                  ? `${t(payMethodLabelKeys.CASH)} (${money.format(box.cashPrice ?? 0)})`
                  : `${t(payMethodLabelKeys.POINTS)} (${formatNumber(box.pointsPrice ?? 0)})`,
            }))}
          />
        </Form.Item>
        {payMethod === 'CASH' ? <PaymentChannelFields channel={channel} prefix={['payment']} /> : null}
        {box.minimumAge === null ? null : (
          <Form.Item
            name="ageConfirmed"
            valuePropName="checked"
            rules={[
              {
                validator: async (_rule, checked: boolean) => {
                  if (!checked) throw new Error(t('ageRequired', { age: box.minimumAge }));
                },
              },
            ]}
          >
            <Checkbox>{t('ageConfirm', { age: box.minimumAge })}</Checkbox>
          </Form.Item>
        )}
        <Form.Item name="note" label={t('note')} rules={[zodRule(boxDrawBody.shape.note)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      {after === null || box.pointsPrice === null ? null : (
        <PointsAfter price={box.pointsPrice} after={after} />
      )}
    </ActionModal>
  );
}

/**
 * The draw dialog: the form, then what was won. "Draw again" starts a new form (a new key) for
 * the same customer.
 */
export function BoxDrawDialog({ box, onClose }: { box: DrawnBox; onClose(): void }) {
  const [drawn, setDrawn] = useState<BoxDrawActionData | null>(null);
  const [again, setAgain] = useState<{ round: number; customerId: number }>();
  if (drawn)
    return (
      <DrawResult
        data={drawn}
        onClose={onClose}
        onAgain={() => {
          setAgain({ round: (again?.round ?? 0) + 1, customerId: drawn.draw.customerId });
          setDrawn(null);
        }}
      />
    );
  return (
    <DrawForm
      key={again?.round ?? 0}
      box={box}
      customerId={again?.customerId}
      onClose={onClose}
      onDrawn={setDrawn}
    />
  );
}
