import { type OrderDetail, shipBody } from '@shop/contract/areas/order';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { CarrierInput } from '../../components/carrier-input';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { shipOrder } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import { answeredOrder, useOrderAction } from './use-order-action';

interface Values {
  carrier: string;
  trackingNo: string;
}

const fields = ['carrier', 'trackingNo'] as const;
const START: Values = { carrier: '', trackingNo: '' };

/** Ships a paid order with its carrier and tracking number (the reserved stock leaves the shelf). */
export function ShipDialog({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  const ship = useOrderAction(
    (values: Values) => shipOrder(order.id, values),
    () => {
      feedback.success(t('shipped', { orderNo: order.orderNo }));
      onClose();
    },
    answeredOrder,
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, fields);
  const changes = useFormChanged(form, START);
  return (
    <ActionModal
      title={t('shipTitle', { orderNo: order.orderNo })}
      okText={t('ship')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={ship.isPending}
      error={ship.error}
      fields={fields}
      unsaved={{
        dirty: changes.changed,
        save: () => validateThenSave(form, (values) => ship.mutateAsync(values, { onError: showIssues })),
        anchor: 'order',
      }}
    >
      <Form<Values>
        name="order-ship"
        form={form}
        layout="vertical"
        initialValues={START}
        onValuesChange={changes.measure}
        onFinish={(values) => !ship.isPending && ship.mutate(values, { onError: showIssues })}
      >
        <Form.Item name="carrier" label={t('carrier')} rules={[zodRule(shipBody.shape.carrier)]}>
          <CarrierInput />
        </Form.Item>
        <Form.Item name="trackingNo" label={t('trackingNo')} rules={[zodRule(shipBody.shape.trackingNo)]}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
