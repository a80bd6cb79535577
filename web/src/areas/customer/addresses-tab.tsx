import { PlusOutlined } from '@ant-design/icons';
import { type CustomerAddress, type CustomerDetail, MAX_ADDRESSES } from '@shop/contract/areas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeText } from '../../components/address-values';
import { addressBodyOf, addressValuesOf } from '../../components/customer-create/customer-form-values';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { AddressDialog } from './address-dialog';
import { customerSaved, deleteAddress, refreshCustomers, updateAddress } from './customer.queries';

type Editing = { address?: CustomerAddress } | null;

/** The Addresses tab: each address with Edit, Set as default and Delete (after a confirm), and Add. */
export function AddressesTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  // Each change answers the customer as it now is; a refusal reads them again.
  const fail = (error: Error) => {
    refreshCustomers(queryClient, customer.id);
    feedback.error(error.message, ERROR_TOAST_MS);
  };

  const makeDefault = useMutation({
    mutationFn: (address: CustomerAddress) =>
      updateAddress(customer.id, address.id, addressBodyOf({ ...addressValuesOf(address), isDefault: true })),
    onSuccess: (saved) => {
      customerSaved(queryClient, saved);
      feedback.success(t('defaultSet'));
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (address: CustomerAddress) => deleteAddress(customer.id, address.id),
    onSuccess: (saved) => {
      customerSaved(queryClient, saved);
      feedback.success(t('addressDeleted'));
    },
    onError: fail,
  });
  const askDelete = async (address: CustomerAddress) => {
    const confirmed = await confirmDanger({
      title: t('confirmDeleteAddressTitle', { name: address.receiverName }),
      content: placeText(address),
      okText: t('delete'),
      cancelText: t('cancel'),
    });
    if (confirmed) remove.mutate(address);
  };
  const full = customer.addresses.length >= MAX_ADDRESSES;
  const busyId =
    (makeDefault.isPending && makeDefault.variables?.id) || (remove.isPending && remove.variables?.id);

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {full
            ? t('addressesFull', { max: MAX_ADDRESSES })
            : t('addressesCount', { count: customer.addresses.length, max: MAX_ADDRESSES })}
        </Typography.Text>
        <Button icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({})}>
          {t('addAddress')}
        </Button>
      </Flex>
      {customer.addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noAddresses')} />
      ) : (
        <Flex vertical gap={8} role="list" aria-label={t('tabAddresses')}>
          {customer.addresses.map((address) => (
            <Card key={address.id} size="small" role="listitem" aria-label={address.receiverName}>
              <Flex justify="space-between" align="start" gap={8} wrap>
                <div>
                  <Space size={8}>
                    <Typography.Text strong>{address.receiverName}</Typography.Text>
                    <Typography.Text>{address.phone}</Typography.Text>
                    {address.isDefault ? <Tag color="blue">{t('default')}</Tag> : null}
                  </Space>
                  <div>{placeText(address)}</div>
                </div>
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    aria-label={t('editAddressOf', { name: address.receiverName })}
                    onClick={() => setEditing({ address })}
                  >
                    {t('edit')}
                  </Button>
                  {address.isDefault ? null : (
                    <Button
                      type="link"
                      size="small"
                      loading={busyId === address.id}
                      aria-label={t('setDefaultOf', { name: address.receiverName })}
                      onClick={() => makeDefault.mutate(address)}
                    >
                      {t('setDefault')}
                    </Button>
                  )}
                  <Button
                    type="link"
                    size="small"
                    danger
                    aria-label={t('deleteAddressOf', { name: address.receiverName })}
                    onClick={() => void askDelete(address)}
                  >
                    {t('delete')}
                  </Button>
                </Space>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      {editing ? (
        <AddressDialog
          customerId={customer.id}
          {...(editing.address ? { address: editing.address } : {})}
          first={customer.addresses.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
