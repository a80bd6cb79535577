import type { CustomerAddress } from '@shop/contract/areas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/address-fields';
import { addressFieldNames } from '../../components/address-values';
import {
  type AddressValues,
  addressBodyOf,
  addressValuesOf,
  newAddressValues,
} from '../../components/customer-create/customer-form-values';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { addAddress, customerSaved, refreshCustomers, updateAddress } from './customer.queries';

export interface AddressDialogProps {
  customerId: number;
  /** The address being edited; absent to add one. */
  address?: CustomerAddress;
  /** Whether the customer has no address yet: the first one is the default. */
  first: boolean;
  onClose(): void;
}

/** Adds or edits one address; refusals land under their fields, others (too many) above the buttons. */
export function AddressDialog({ customerId, address, first, onClose }: AddressDialogProps) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AddressValues>();
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);

  const save = useMutation({
    mutationFn: (values: AddressValues) =>
      address
        ? updateAddress(customerId, address.id, addressBodyOf(values))
        : addAddress(customerId, addressBodyOf(values)),
    onMutate: () => setUnplaced(null),
    onSuccess: (saved) => {
      customerSaved(queryClient, saved);
      feedback.success(t(address ? 'addressSaved' : 'addressAdded'));
      unsaved.settle();
      onClose();
    },
    onError: (error) => {
      refreshCustomers(queryClient, customerId);
      const placed = fieldErrors(validationIssues(error), addressFieldNames);
      if (placed.length > 0) form.setFields(placed);
      else setUnplaced(error.message);
    },
  });

  // Cancel asks while something was typed; so does closing the customer drawer under it.
  const unsaved = useUnsavedChanges({
    dirty,
    save: () => validateThenSave(form, (values) => save.mutateAsync(values)),
    anchor: 'customer',
  });

  return (
    <Modal
      open
      title={t(address ? 'editAddress' : 'addAddress')}
      okText={t(address ? 'save' : 'add')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      onCancel={() => void unsaved.leave(onClose)}
      width={600}
      destroyOnHidden
    >
      <Form<AddressValues>
        name={address ? `customer-address-${address.id}` : 'customer-address-new'}
        form={form}
        layout="vertical"
        initialValues={address ? addressValuesOf(address) : newAddressValues(first)}
        onFinish={(values) => !save.isPending && save.mutate(values)}
        onValuesChange={() => setDirty(true)}
      >
        <AddressFields />
        <Form.Item name="isDefault" valuePropName="checked">
          {/* The only address is the default whatever the box says; the server keeps one default. */}
          <Checkbox disabled={first || address?.isDefault}>{t('defaultAddress')}</Checkbox>
        </Form.Item>
      </Form>
      {unplaced ? <Alert type="error" showIcon role="alert" title={unplaced} /> : null}
    </Modal>
  );
}
