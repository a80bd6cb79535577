import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../lib/permissions';
import { staffChoicesOptions } from './filter-choices.queries';

/**
 * The ledger's staff filter. The staff list is for roles with `staff` access only, so others (an
 * editor) do not get the filter at all rather than a box of bare ids.
 */
export function StaffSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(actorId: number | undefined): void;
}) {
  if (!useCanCall('listStaff')) return null;
  return <StaffChoices value={value} onChange={onChange} />;
}

function StaffChoices({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(id: number | undefined): void;
}) {
  const { t } = useTranslation('inventory');
  const choices = useQuery(staffChoicesOptions());
  return (
    <Select<number>
      aria-label={t('staff')}
      placeholder={t('allStaff')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={choices.isFetching}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      options={choices.data ?? (value === undefined ? [] : [{ value, label: `#${value}` }])}
      notFoundContent={choices.isError ? t('staffUnavailable') : undefined}
      style={{ width: 170 }}
    />
  );
}
