import {
  type AfterSaleType,
  afterSaleRequestBody,
  afterSaleTypes,
  type OrderDetail,
} from '@shop/contract/areas/order';
import { Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { afterSaleTypeLabelKeys } from '../../lib/labels/order-labels';
import { messageText } from '../../lib/message-text';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import type { Money } from '../../lib/use-money';
import { LineQuantities } from './line-quantities';
import { requestAfterSale } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import { claimableLines, type PickedQuantities, pickedLines } from './refund-lines';
import { answeredOrder, useOrderAction } from './use-order-action';

interface Values {
  type: AfterSaleType;
  reason: string;
}

const START: Values = { type: 'REFUND_ONLY', reason: '' };

/**
 * Opens an after-sale on the customer's behalf: a refund only, or a return then a refund; the
 * lines and how many of each (what is not refunded or claimed already), and the reason.
 */
export function AfterSaleDialog({
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
  const [choices] = useState(() => claimableLines(order));
  const [picked, setPicked] = useState<PickedQuantities>({});
  const [linesError, setLinesError] = useState<string | null>(null);
  const open = useOrderAction(
    (values: Values) => requestAfterSale(order.id, { ...values, lines: pickedLines(choices, picked) }),
    () => {
      feedback.success(t('afterSaleOpened', { orderNo: order.orderNo }));
      onClose();
    },
    answeredOrder,
  );
  /** Sends the request; true once the after-sale is open (false: a problem shows in the dialog). */
  const submit = (values: Values): Promise<boolean> => {
    if (open.isPending) return Promise.resolve(false);
    if (pickedLines(choices, picked).length === 0) {
      setLinesError(messageText('order.pickLines'));
      return Promise.resolve(false);
    }
    return open
      .mutateAsync(values, { onError: (error) => showFieldIssues(form, error, ['type', 'reason']) })
      .then(
        () => true,
        () => false,
      );
  };
  const changes = useFormChanged(form, START);
  const dirty = changes.changed || pickedLines(choices, picked).length > 0;
  // The question's Save checks the fields as the button does, then sends.
  const save = () =>
    form.validateFields().then(
      () => submit(form.getFieldsValue(true) as Values),
      () => false,
    );

  return (
    <ActionModal
      title={t('afterSaleTitle', { orderNo: order.orderNo })}
      okText={t('openAfterSale')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={open.isPending}
      error={open.error}
      fields={['type', 'reason']}
      width={760}
      unsaved={{ dirty, save, anchor: 'order' }}
    >
      <Form<Values>
        name="order-after-sale"
        form={form}
        layout="vertical"
        initialValues={START}
        onValuesChange={changes.measure}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="type" label={t('afterSaleType')}>
          <Radio.Group
            optionType="button"
            options={afterSaleTypes.map((type) => ({ value: type, label: t(afterSaleTypeLabelKeys[type]) }))}
          />
        </Form.Item>
        <Form.Item label={t('linesAndQuantities')} required>
          <LineQuantities
            choices={choices}
            value={picked}
            money={money}
            onChange={(next) => {
              setPicked(next);
              setLinesError(null);
            }}
          />
          {linesError ? (
            <Typography.Text type="danger" role="alert">
              {linesError}
            </Typography.Text>
          ) : null}
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(afterSaleRequestBody.shape.reason)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
