import type { AuditListQuery } from '@shop/contract/areas/audit';
import {
  type AuditArea,
  type AuditEntity,
  auditActions,
  auditAreas,
  auditEntities,
  SYSTEM_ACTOR,
} from '@shop/contract/areas/audit-codes';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { areaLabelKeys } from '../../lib/labels/audit-labels';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { auditActorsOptions } from './audit.queries';
import { actionText, entityText } from './audit-text';

export interface AuditFiltersProps {
  params: AuditListQuery;
  update(patch: Partial<AuditListQuery>, options?: UpdateOptions): void;
}

type ActorValue = NonNullable<AuditListQuery['actor']>;

/** Who acted: a staff member (searchable by name or username), or the system. */
function ActorSelect({ value, onChange }: { value: ActorValue | undefined; onChange(v?: ActorValue): void }) {
  const { t } = useTranslation('audit');
  const actors = useQuery(auditActorsOptions());
  const staff = (actors.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.username})` }));
  const known = value === undefined || value === SYSTEM_ACTOR || staff.some((o) => o.value === value);
  return (
    <Select<ActorValue | null>
      aria-label={t('staff')}
      placeholder={t('allStaff')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={actors.isFetching}
      value={value ?? null}
      onChange={(picked) => onChange(picked ?? undefined)}
      options={[
        { value: SYSTEM_ACTOR, label: t('system') },
        ...staff,
        ...(known ? [] : [{ value: value as number, label: `#${value}` }]),
      ]}
      style={{ width: 200 }}
    />
  );
}

/** The log's filters: staff (or the system), area, action, record (its type and id or key), dates. */
export function AuditFilters({ params, update }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const byRecordId = useCallback(
    (entityId: string, options?: UpdateOptions) => update({ entityId: entityId || undefined }, options),
    [update],
  );
  const actions: string[] = [...auditActions];
  if (params.action && !actions.includes(params.action)) actions.push(params.action);
  return (
    <>
      <ActorSelect value={params.actor} onChange={(actor) => update({ actor })} />
      <FilterSelect<AuditArea>
        label={t('area')}
        placeholder={t('allAreas')}
        value={params.area}
        onChange={(area) => update({ area })}
        options={auditAreas.map((area) => ({ value: area, label: t(areaLabelKeys[area]) }))}
      />
      <FilterSelect<string>
        label={t('action')}
        placeholder={t('allActions')}
        value={params.action}
        onChange={(action) => update({ action })}
        options={actions.map((action) => ({ value: action, label: actionText(t, action) }))}
        width={180}
      />
      <FilterSelect<AuditEntity>
        label={t('recordType')}
        placeholder={t('allRecordTypes')}
        value={params.entity}
        onChange={(entity) => update({ entity })}
        options={auditEntities.map((entity) => ({ value: entity, label: entityText(t, entity) }))}
        width={180}
      />
      <SearchBox
        q={params.entityId}
        onSearch={byRecordId}
        label={t('recordId')}
        placeholder={t('recordIdPlaceholder')}
      />
      <DateRangeFilter
        aria-label={t('dateRange')}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
    </>
  );
}
