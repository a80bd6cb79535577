import type { OrderDetail } from '@shop/contract/areas/order';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { AddressFields } from '../../components/address-fields';
import { type AddressFieldName, addressFieldNames, addressOf } from '../../components/address-values';
import { feedback } from '../../lib/feedback';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { changeAddress } from './order-actions.api';
import { showFieldIssues } from './order-field-issues';
import { answeredOrder, useOrderAction } from './use-order-action';

type Values = Record<AddressFieldName, string>;

/**
 * Changes where an order not yet shipped goes, at the version it was read at: when someone
 * changed the order first, it says who and when and offers Reload (the drawer then mounts this
 * dialog afresh, so the form starts again from their address and version).
 */
export function AddressDialog({
  order,
  onClose,
  onReload,
}: {
  order: OrderDetail;
  onClose(): void;
  onReload(): void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  // The version the form was filled from: the order refreshes behind the dialog after every
  // answer, and a refused save must not quietly retry at the newer version over someone's change.
  const [version] = useState(order.version);
  const [dirty, setDirty] = useState(false);
  const save = useOrderAction(
    (values: Values) => changeAddress(order.id, { ...addressOf(values), version }),
    () => {
      feedback.success(t('addressSaved', { orderNo: order.orderNo }));
      unsaved.settle();
      onClose();
    },
    answeredOrder,
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, addressFieldNames);
  // Cancel asks while something was typed; so does closing the order drawer (?order=) under it.
  const unsaved = useUnsavedChanges({
    dirty,
    save: () => validateThenSave(form, (values) => save.mutateAsync(values, { onError: showIssues })),
    anchor: 'order',
  });
  return (
    <ActionModal
      title={t('addressTitle', { orderNo: order.orderNo })}
      okText={t('save')}
      onOk={() => form.submit()}
      onClose={() => void unsaved.leave(onClose)}
      pending={save.isPending}
      error={save.error}
      fields={addressFieldNames}
      onReload={onReload}
      width={640}
    >
      <Form<Values>
        name="order-address"
        form={form}
        layout="vertical"
        initialValues={order.receiver}
        onFinish={(values) => !save.isPending && save.mutate(values, { onError: showIssues })}
        onValuesChange={() => setDirty(true)}
      >
        <AddressFields />
      </Form>
    </ActionModal>
  );
}
