import type { CustomerDetail } from '@shop/contract/areas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Divider, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import { validationIssues } from '../../lib/form-issues';
import { customerKeys } from '../../lib/resource-keys';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { AddressFields } from '../address-fields';
import { createFieldErrors } from './customer-field-errors';
import { type CreateValues, createBodyOf, newCustomerValues } from './customer-form-values';
import { customerTagsKey } from './customer-tags.queries';
import { ProfileFields } from './profile-fields';

/**
 * New customer: a profile and, for a phone or market-stall sale, a first address. Refusals land
 * under their fields (a taken phone under Phone, a bad first-address city under City). Once
 * saved, `onCreated` has the customer as read back: the customer list opens their drawer, a new
 * order (which starts with the address ticked: it needs somewhere to deliver) picks them and
 * their address.
 */
export function CustomerCreateDialog({
  withAddress: startWithAddress = false,
  onClose,
  onCreated,
}: {
  withAddress?: boolean;
  onClose(): void;
  onCreated(customer: CustomerDetail): void;
}) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CreateValues>();
  const [start] = useState<CreateValues>(() => ({ ...newCustomerValues(), withAddress: startWithAddress }));
  const withAddress = Form.useWatch('withAddress', form) ?? false;
  const [unplaced, setUnplaced] = useState<string | null>(null);

  const create = useMutation({
    // `quiet`: field errors (a taken phone) come back under their fields.
    mutationFn: (values: CreateValues) =>
      call('createCustomer', { body: createBodyOf(values) }, { quiet: true }),
    onMutate: () => setUnplaced(null),
    onSuccess: (saved) => {
      // Whoever opens the customer next (their drawer, the new order's addresses) reads no stale copy.
      queryClient.setQueryData(customerKeys.detail(saved.id), saved);
      // Every customer list (a filter may now hold them) and the tags in use read again.
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerTagsKey });
      feedback.success(t('createdDone', { name: saved.name }));
      // Saved: opening the new customer's drawer next does not ask about this form.
      unsaved.settle();
      onClose();
      onCreated(saved);
    },
    onError: (error) => {
      const placed = createFieldErrors(validationIssues(error));
      // The names are the form's own paths; antd types them only as literal tuples.
      if (placed.length > 0) form.setFields(placed as Parameters<typeof form.setFields>[0]);
      else setUnplaced(error.message);
    },
  });

  // Cancel, Escape or closing the page's tab ask while something is typed; Save creates.
  const changes = useFormChanged(form, start);
  const unsaved = useUnsavedChanges({
    dirty: changes.changed,
    save: () => validateThenSave(form, (values) => create.mutateAsync(values)),
  });

  return (
    <Modal
      open
      title={t('newCustomer')}
      okText={t('create')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending }}
      onCancel={() => void unsaved.leave(onClose)}
      width={640}
      destroyOnHidden
    >
      <Form<CreateValues>
        name="customer-create"
        form={form}
        layout="vertical"
        initialValues={start}
        onValuesChange={changes.measure}
        // One click, one customer: a second submit while the first is on its way is dropped.
        onFinish={(values) => !create.isPending && create.mutate(values)}
      >
        <ProfileFields />
        <Form.Item name="withAddress" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('addFirstAddress')}</Checkbox>
        </Form.Item>
        {withAddress ? (
          <>
            <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
              {t('firstAddress')}
            </Divider>
            <AddressFields prefix={['address']} />
          </>
        ) : null}
      </Form>
      {unplaced ? <Alert type="error" showIcon role="alert" title={unplaced} /> : null}
    </Modal>
  );
}
