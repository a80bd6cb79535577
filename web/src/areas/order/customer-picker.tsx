import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerChoicesOptions } from './order-choices.queries';

const TYPING_PAUSE_MS = 300;

export interface CustomerPickerProps {
  id?: string;
  value?: number;
  onChange?(customerId: number | undefined): void;
  /** The picked customer's name when known elsewhere (one just created), for the box's label. */
  knownName: string | undefined;
  onCreate(): void;
}

/**
 * Picks the order's customer by name or phone, searching as staff type, or starts a new one
 * (a first-time phone customer). A form control: `value` / `onChange` are the customer id.
 */
export function CustomerPicker({ id, value, onChange, knownName, onCreate }: CustomerPickerProps) {
  const { t } = useTranslation('order');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The label of the customer picked from a search: once the search box empties, the list no
  // longer holds them, and the box must still say who was picked, not "#52".
  const [pickedLabel, setPickedLabel] = useState<{ id: number; label: string }>();
  const choices = useQuery(customerChoicesOptions(q));
  const options = (choices.data?.items ?? []).map((c) => ({
    value: c.id,
    label: c.phone ? `${c.name} · ${c.phone}` : c.name,
    disabled: c.status !== 'ACTIVE',
  }));
  const labelOfValue = pickedLabel?.id === value ? pickedLabel?.label : (knownName ?? `#${value}`);
  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: labelOfValue, disabled: false }, ...options]
      : options;

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<number>
        id={id}
        aria-label={t('customer')}
        placeholder={t('pickCustomer')}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        loading={choices.isFetching}
        value={value ?? null}
        onChange={(picked) => {
          const option = options.find((o) => o.value === picked);
          if (option) setPickedLabel({ id: option.value, label: option.label });
          onChange?.(picked ?? undefined);
        }}
        onOpenChange={(open) => {
          if (!open) setTyped('');
        }}
        options={shown}
        notFoundContent={choices.isError ? t('customersUnavailable') : t('noCustomers')}
        style={{ flex: 1 }}
      />
      <Button icon={<UserAddOutlined />} onClick={onCreate}>
        {t('newCustomer')}
      </Button>
    </Space.Compact>
  );
}
