import { cancelBody, type OrderDetail } from '@shop/contract/areas/order';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import type { Money } from '../../lib/use-money';
import { cancelOrder } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import { answeredOrder, useOrderAction } from './use-order-action';

const START = { reason: '' };

/**
 * Cancels an order that has not shipped, with a reason for the timeline. It says what follows
 * before anything is done: the reserved stock goes back on sale and, for a paid order, the
 * payment is refunded in full.
 */
export function CancelDialog({
  order,
  money,
  onClose,
}: {
  order: OrderDetail;
  money: Money;
  onClose(): void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useOrderAction(
    (reason: string) => cancelOrder(order.id, { reason }),
    () => {
      feedback.success(t('cancelled', { orderNo: order.orderNo }));
      onClose();
    },
    answeredOrder,
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, ['reason']);
  const changes = useFormChanged(form, START);
  return (
    <ActionModal
      title={t('cancelTitle', { orderNo: order.orderNo })}
      okText={t('confirmCancel')}
      danger
      onOk={() => form.submit()}
      onClose={onClose}
      pending={cancel.isPending}
      error={cancel.error}
      fields={['reason']}
      // No Save in the leave question: cancelling an order (and refunding it) is no mere save.
      unsaved={{ dirty: changes.changed, anchor: 'order' }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('cancelReleases')}
        description={
          order.paidAmount > 0 ? t('cancelRefunds', { amount: money.format(order.paidAmount) }) : undefined
        }
      />
      <Form
        name="order-cancel"
        form={form}
        layout="vertical"
        initialValues={START}
        onValuesChange={changes.measure}
        onFinish={({ reason }) => !cancel.isPending && cancel.mutate(reason, { onError: showIssues })}
      >
        <Form.Item name="reason" label={t('cancelReason')} rules={[zodRule(cancelBody.shape.reason)]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
