import {
  type AddressFields as Address,
  type CustomerDetail,
  customerFields,
} from '@shop/contract/areas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { createCustomer, customerKeys, refreshCustomers } from '../customer/customer.queries';
import { ActionError } from './action-modal';
import { AddressFields } from './address-fields';
import { addressOf } from './address-values';
import { showFieldIssues, useIssueText } from './order-issues';

interface Values {
  name: string;
  phone: string;
  email: string;
  withAddress: boolean;
  address: Partial<Address>;
}

const fields = ['name', 'phone', 'email', 'address'] as const;

/**
 * A customer created on the spot for the order being written (a first-time caller): name, phone,
 * email and, if given, their delivery address, which the order then uses.
 */
export function NewCustomerDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(c: CustomerDetail): void;
}) {
  const { t } = useTranslation('order');
  const text = useIssueText();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const withAddress = Form.useWatch('withAddress', form) ?? false;
  const create = useMutation({
    mutationFn: (values: Values) =>
      createCustomer({
        name: values.name,
        phone: values.phone?.trim() ? values.phone : null,
        email: values.email?.trim() ? values.email.trim() : null,
        ...(values.withAddress ? { address: { ...addressOf(values.address), isDefault: true } } : {}),
      }),
    onSuccess: (created) => {
      queryClient.setQueryData(customerKeys.detail(created.id), created);
      refreshCustomers(queryClient);
      feedback.success(t('customerCreated', { name: created.name }));
      onCreated(created);
      onClose();
    },
    onError: (error) => showFieldIssues(form, error, fields, text),
  });

  return (
    <Modal
      open
      title={t('newCustomerTitle')}
      okText={t('createCustomer')}
      cancelText={t('close')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: create.isPending }}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        name="order-new-customer"
        form={form}
        layout="vertical"
        initialValues={{ name: '', phone: '', email: '', withAddress: true, address: {} }}
        onFinish={(values) => !create.isPending && create.mutate(values)}
      >
        <Form.Item name="name" label={t('customerName')} rules={[zodRule(customerFields.shape.name, text)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('phone')}
          rules={[zodRule(customerFields.shape.phone, text, { optional: true })]}
        >
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email')}
          rules={[zodRule(customerFields.shape.email, text, { optional: true })]}
        >
          <Input autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item name="withAddress" valuePropName="checked">
          <Checkbox>{t('saveAddress')}</Checkbox>
        </Form.Item>
        {withAddress ? <AddressFields prefix={['address']} /> : null}
      </Form>
      <ActionError error={create.error} fields={fields} />
    </Modal>
  );
}
