import type { CustomerDetail } from '@shop/contract/areas/customer';
import { Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/address-fields';
import { addressText } from '../../components/address-values';
import { defaultAddressOf } from '../../components/picked-customer';

/** The `address` field's value for an address typed in the form (else a saved address's id). */
export const TYPED = 'typed';

/** The saved address to start from: the default, else the first, else a typed one. */
export function startAddress(customer: CustomerDetail): string {
  const chosen = defaultAddressOf(customer.addresses);
  return chosen ? String(chosen.id) : TYPED;
}

/**
 * Where a new order goes: one of the picked customer's saved addresses or one typed (the fields
 * under `typedAddress`). With no saved address there is nothing to choose: the address is typed.
 * The form keeps what was typed while a saved address is picked instead.
 */
export function NewOrderAddress({ customer, choice }: { customer: CustomerDetail; choice: string }) {
  const { t } = useTranslation('order');
  return (
    <>
      {customer.addresses.length > 0 ? (
        <Form.Item name="address" label={t('deliverTo')}>
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {customer.addresses.map((a) => (
              <Radio key={a.id} value={String(a.id)}>
                {addressText(a)}
                {a.isDefault ? (
                  <Typography.Text type="secondary"> ({t('defaultAddress')})</Typography.Text>
                ) : null}
              </Radio>
            ))}
            <Radio value={TYPED}>{t('anotherAddress')}</Radio>
          </Radio.Group>
        </Form.Item>
      ) : null}
      {choice === TYPED ? <AddressFields prefix={['typedAddress']} /> : null}
    </>
  );
}
