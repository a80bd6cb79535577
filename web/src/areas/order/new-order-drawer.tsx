import { orderCreateBody } from '@shop/contract/areas/order';
import { Button, Divider, Drawer, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../components/action-modal';
import { CustomerCreateDialog } from '../../components/customer-create/customer-create-dialog';
import { usePickedCustomer } from '../../components/picked-customer';
import { feedback } from '../../lib/feedback';
import { issueText, validationIssues, zodRule } from '../../lib/form-issues';
import { keysByContent } from '../../lib/idempotency';
import { insufficientStockOf } from '../../lib/insufficient-stock';
import { messageText } from '../../lib/message-text';
import { MoneyInput } from '../../lib/money-input';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { useMoney } from '../../lib/use-money';
import { CustomerPicker } from './customer-picker';
import { insufficientPointsOf } from './insufficient-points';
import { NewOrderAddress, startAddress, TYPED } from './new-order-address';
import { NewOrderPointsField as PointsField, useNewOrderPoints } from './new-order-points';
import { NewOrderTotals } from './new-order-totals';
import {
  addLine,
  type DraftLine,
  type NewOrderValues,
  orderBodyOf,
  routeOrderIssues,
} from './new-order-values';
import { placeOrder } from './order-actions.api';
import { OrderLinesEditor } from './order-lines-editor';
import { SkuLinePicker } from './sku-line-picker';
import { answeredOrder, useOrderAction } from './use-order-action';

/** The form's own fields; the lines live beside it (a table of SKUs, not plain inputs). */
interface FormValues {
  customerId: number | undefined;
  /** `typed`, or the id of a saved address. */
  address: string;
  typedAddress: NewOrderValues['typedAddress'];
  shippingFee: number | null;
  discount: number | null;
  pointsUsed: number | null;
  buyerNote: string;
}

/**
 * "New order": a manual order (phone, market stall, in person) for a customer picked or created
 * on the spot, to one of their addresses or one typed, with SKU lines, shipping fee, discount,
 * points paying for the goods (up to the order's share and the customer's balance) and the
 * buyer's note. Each order sent keeps its idempotency key for this opening, so a double
 * submit or a retry places one order, and an order edited after a failed try goes with a new
 * key. The totals shown while writing are indicative; the order's own come from the server, in
 * its detail, which opens once it is placed.
 */
export function NewOrderDrawer({ onClose, onPlaced }: { onClose(): void; onPlaced(orderId: number): void }) {
  const { t } = useTranslation('order');
  const money = useMoney();
  const [keyFor] = useState(keysByContent);
  const [form] = Form.useForm<FormValues>();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [creatingCustomer, setCreatingCustomer] = useState(false);
  const [createdName, setCreatedName] = useState<string>();
  const [typed, setTyped] = useState(false);

  const customerId = Form.useWatch('customerId', form);
  const addressChoice = Form.useWatch('address', form) ?? TYPED;
  const shippingFee = Form.useWatch('shippingFee', form) ?? 0;
  const discount = Form.useWatch('discount', form) ?? 0;
  const pointsUsed = Form.useWatch('pointsUsed', form) ?? 0;
  // A customer picked: their default address, and their name and phone ready for a typed one.
  const picked = usePickedCustomer(customerId, (customer) =>
    form.setFieldsValue({
      address: startAddress(customer),
      typedAddress: { receiverName: customer.name, phone: customer.phone ?? '' },
    }),
  );
  const points = useNewOrderPoints(picked, lines, discount, pointsUsed);

  // The placed order goes into the cache as answered: its drawer opens on it at once.
  const place = useOrderAction(
    placeOrder,
    (order) => {
      feedback.success(t('orderPlaced', { orderNo: order.orderNo }));
      unsaved.settle();
      onClose();
      onPlaced(order.id);
    },
    answeredOrder,
  );

  const changeLines = (next: DraftLine[]) => {
    setLines(next);
    setLinesError(null);
    setProblems(new Map());
  };

  const showRefusal = (error: unknown) => {
    const points = insufficientPointsOf(error);
    if (points) {
      // The balance moved since the form read it (the customer is read again with the order's refresh).
      form.setFields([
        { name: 'pointsUsed', errors: [t('pointsBalanceChanged', { balance: points.balance })] },
      ]);
      return;
    }
    const short = insufficientStockOf(error);
    if (short) {
      // The line shows what the server says is available now, and why it was refused.
      setLines((current) =>
        current.map((l) =>
          l.sku.skuId === short.skuId ? { ...l, sku: { ...l.sku, available: short.available } } : l,
        ),
      );
      setProblems(new Map([[short.skuId, t('shortStock', { count: short.available, code: short.skuCode })]]));
      return;
    }
    const routed = routeOrderIssues(validationIssues(error), lines, addressChoice === TYPED);
    setProblems(new Map([...routed.lines].map(([skuId, issue]) => [skuId, issueText(issue)])));
    setLinesError(routed.linesError === null ? null : issueText(routed.linesError));
    form.setFields(routed.fields.map(({ name, issue }) => ({ name, errors: [issueText(issue)] })));
  };

  const submit = async () => {
    if (lines.length === 0) setLinesError(messageText('order.addSku'));
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || lines.length === 0 || lines.some((line) => !line.quantity) || place.isPending) return false;
    // Every value, the typed address's nested fields included (validateFields answers fewer).
    const values = form.getFieldsValue(true) as FormValues;
    const address =
      values.address === TYPED
        ? { kind: 'typed' as const }
        : { kind: 'saved' as const, addressId: Number(values.address) };
    const body = orderBodyOf({ ...values, address, lines }, picked?.addresses ?? [], keyFor);
    return place.mutateAsync(body, { onError: showRefusal }).then(
      () => true,
      () => false,
    );
  };
  // Closing asks while an order is being written; its Save places it.
  const unsaved = useUnsavedChanges({ dirty: typed || lines.length > 0, save: submit });
  const close = () => void unsaved.leave(onClose);

  return (
    <Drawer
      open
      onClose={close}
      title={t('newOrderTitle')}
      size={880}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('close')}</Button>
          <Button type="primary" loading={place.isPending} onClick={() => void submit()}>
            {t('placeOrder')}
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        name="order-new"
        form={form}
        onValuesChange={() => setTyped(true)}
        layout="vertical"
        initialValues={{
          customerId: undefined,
          address: TYPED,
          typedAddress: {},
          shippingFee: 0,
          discount: 0,
          pointsUsed: 0,
          buyerNote: '',
        }}
      >
        <Form.Item
          name="customerId"
          label={t('customer')}
          rules={[{ required: true, message: t('issuePickCustomer') }]}
        >
          <CustomerPicker knownName={createdName} onCreate={() => setCreatingCustomer(true)} />
        </Form.Item>
        {picked ? <NewOrderAddress customer={picked} choice={addressChoice} /> : null}

        <Divider titlePlacement="start">{t('sectionLines')}</Divider>
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <SkuLinePicker money={money} onPick={(sku) => changeLines(addLine(lines, sku))} />
          <OrderLinesEditor lines={lines} onChange={changeLines} money={money} problems={problems} />
          {linesError ? (
            <Typography.Text type="danger" role="alert">
              {linesError}
            </Typography.Text>
          ) : null}
        </Flex>

        <Flex gap={12} wrap>
          <Form.Item
            name="shippingFee"
            label={t('shippingFee')}
            rules={[zodRule(orderCreateBody.shape.shippingFee, { optional: true })]}
            style={{ width: 200 }}
          >
            <MoneyInput aria-label={t('shippingFee')} />
          </Form.Item>
          <Form.Item
            name="discount"
            label={t('discount')}
            rules={[zodRule(orderCreateBody.shape.discount, { optional: true })]}
            style={{ width: 200 }}
          >
            <MoneyInput aria-label={t('discount')} />
          </Form.Item>
          {points.limits ? <PointsField limits={points.limits} /> : null}
        </Flex>
        <Form.Item name="buyerNote" label={t('buyerNote')} rules={[zodRule(orderCreateBody.shape.buyerNote)]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>

      <NewOrderTotals
        lines={lines}
        shippingFee={shippingFee}
        discount={discount}
        pointsDiscount={points.discount}
        money={money}
      />
      {/* A short SKU is marked on its line, a short balance under the points. */}
      <ActionError
        error={insufficientStockOf(place.error) || insufficientPointsOf(place.error) ? null : place.error}
        fields={[
          'customerId',
          'lines',
          'shippingFee',
          'discount',
          'pointsUsed',
          'buyerNote',
          ...(addressChoice === TYPED ? ['address'] : []),
        ]}
      />

      {creatingCustomer ? (
        <CustomerCreateDialog
          withAddress
          onClose={() => setCreatingCustomer(false)}
          onCreated={(created) => {
            setCreatedName(created.name);
            form.setFieldsValue({ customerId: created.id });
          }}
        />
      ) : null}
    </Drawer>
  );
}
