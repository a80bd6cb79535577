import { UserAddOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { useCanCall } from '../../lib/permissions';

export interface CustomerPickerProps {
  id?: string;
  value?: number;
  onChange?(customerId: number | undefined): void;
  /** The picked customer's name when known elsewhere (one just created), for the box's label. */
  knownName: string | undefined;
  onCreate(): void;
}

/**
 * Picks the order's customer by name or phone (the shared customer search), or starts a new one
 * (a first-time phone customer). A form control: `value` / `onChange` are the customer id.
 */
export function CustomerPicker({ id, value, onChange, knownName, onCreate }: CustomerPickerProps) {
  const { t } = useTranslation('order');
  const mayCreate = useCanCall('createCustomer');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <CustomerSearchSelect
        id={id}
        value={value}
        onChange={onChange}
        knownName={knownName}
        label={t('customer')}
        placeholder={t('pickCustomer')}
        noneText={t('noCustomers')}
        unavailableText={t('customersUnavailable')}
        style={{ flex: 1 }}
      />
      {mayCreate ? (
        <Button icon={<UserAddOutlined />} onClick={onCreate}>
          {t('newCustomer')}
        </Button>
      ) : null}
    </Space.Compact>
  );
}
