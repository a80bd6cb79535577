import { type AfterSale, afterSaleRejectBody, type OrderDetail } from '@shop/contract/areas/order';
import { Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { approveAfterSale, cancelAfterSale, receiveAfterSale, rejectAfterSale } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import { linesText } from './refund-lines';
import { answeredOrder, useOrderAction } from './use-order-action';

/** The after-sale steps that are a question or a short form (the refund has its own dialog). */
export type AfterSaleStep = 'approve' | 'reject' | 'receive' | 'cancel';

interface Values {
  reason: string;
  restock: boolean;
}

const START: Values = { reason: '', restock: true };

const stepTexts = {
  approve: { title: 'approveTitle', ok: 'approve', done: 'approved' },
  reject: { title: 'rejectTitle', ok: 'reject', done: 'rejected' },
  receive: { title: 'receiveTitle', ok: 'confirmReceived', done: 'receivedDone' },
  cancel: { title: 'cancelAfterSaleTitle', ok: 'cancelAfterSale', done: 'afterSaleCancelledDone' },
} as const;

function runStep(step: AfterSaleStep, id: number, values: Values) {
  switch (step) {
    case 'approve':
      return approveAfterSale(id);
    case 'reject':
      return rejectAfterSale(id, { reason: values.reason });
    case 'receive':
      return receiveAfterSale(id, { restock: values.restock });
    case 'cancel':
      return cancelAfterSale(id);
  }
}

/**
 * One step of an after-sale: approve it, reject it with a reason, confirm the returned goods
 * arrived (and whether they go back on the shelf, which writes a Restock stock record), or
 * cancel it.
 */
export function AfterSaleStepDialog({
  order,
  afterSale,
  step,
  onClose,
}: {
  order: OrderDetail;
  afterSale: AfterSale;
  step: AfterSaleStep;
  onClose(): void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  const texts = stepTexts[step];
  const run = useOrderAction(
    (values: Values) => runStep(step, afterSale.id, values),
    () => {
      feedback.success(t(texts.done, { afterSaleNo: afterSale.afterSaleNo }));
      onClose();
    },
    answeredOrder,
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, ['reason']);
  const changes = useFormChanged(form, START);
  return (
    <ActionModal
      title={t(texts.title, { afterSaleNo: afterSale.afterSaleNo })}
      okText={t(texts.ok)}
      danger={step === 'reject' || step === 'cancel'}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={run.isPending}
      error={run.error}
      fields={['reason']}
      unsaved={{
        dirty: changes.changed,
        save: () => validateThenSave(form, (values) => run.mutateAsync(values, { onError: showIssues })),
        anchor: 'order',
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('afterSaleLines', { lines: linesText(afterSale.lines, order), reason: afterSale.reason })}
      </Typography.Paragraph>
      <Form<Values>
        name="order-after-sale-step"
        form={form}
        layout="vertical"
        initialValues={START}
        onValuesChange={changes.measure}
        onFinish={(values) => !run.isPending && run.mutate(values, { onError: showIssues })}
      >
        {step === 'reject' ? (
          <Form.Item
            name="reason"
            label={t('rejectReason')}
            rules={[zodRule(afterSaleRejectBody.shape.reason)]}
          >
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        ) : null}
        {step === 'receive' ? (
          <Form.Item name="restock" valuePropName="checked" extra={t('restockHelp')}>
            <Checkbox>{t('restock')}</Checkbox>
          </Form.Item>
        ) : null}
        {step === 'approve' ? <Typography.Paragraph>{t('approveText')}</Typography.Paragraph> : null}
        {step === 'cancel' ? <Typography.Paragraph>{t('cancelAfterSaleText')}</Typography.Paragraph> : null}
      </Form>
    </ActionModal>
  );
}
