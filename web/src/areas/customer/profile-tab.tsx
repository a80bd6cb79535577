import type { CustomerDetail } from '@shop/contract/areas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileFields } from '../../components/customer-create/customer-field-errors';
import {
  type ProfileDraft,
  type ProfileValues,
  resumeProfile,
  updateBodyOf,
} from '../../components/customer-create/customer-form-values';
import { ProfileFields } from '../../components/customer-create/profile-fields';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import type { useFormDrafts } from '../../lib/list/form-drafts';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { formatNumber } from '../../lib/number-format';
import { customerKeys } from '../../lib/resource-keys';
import { formatDateTime } from '../../lib/time';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { useMoney } from '../../lib/use-money';
import { customerSaved, refreshCustomers, updateCustomer } from './customer.queries';
import { sourceLabelKeys } from './customer-labels';

/** What the order services keep on the customer: read-only here. */
function Totals({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('customer');
  const money = useMoney();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'spent', label: t('totalSpent'), children: money.format(customer.totalSpent) },
        { key: 'orders', label: t('orderCount'), children: formatNumber(customer.orderCount) },
        { key: 'lastOrder', label: t('lastOrder'), children: time(customer.lastOrderAt) },
        { key: 'points', label: t('pointsBalance'), children: formatNumber(customer.pointsBalance) },
        { key: 'source', label: t('source'), children: t(sourceLabelKeys[customer.source]) },
        { key: 'created', label: t('created'), children: time(customer.createdAt) },
      ]}
    />
  );
}

/** The profile form, saved at the version what it shows was read at. */
function ProfileForm({
  customer,
  draft,
  onDraft,
  onSaved,
  onReload,
}: {
  customer: CustomerDetail;
  /** What was typed before the form last unmounted, if anything. */
  draft: ProfileDraft | undefined;
  onDraft(draft: ProfileDraft): void;
  onSaved(): void;
  /** Forget what was typed and read the customer again (after a stale save). */
  onReload(): void;
}) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const [start] = useState(() => resumeProfile(customer, draft));
  // A draft is typed values from before a remount.
  const [dirty, setDirty] = useState(draft !== undefined);
  const save = useMutation({
    mutationFn: (values: ProfileValues) => updateCustomer(customer.id, updateBodyOf(values, start.version)),
    onMutate: () => setUnplaced(null),
    onSuccess: (saved) => {
      feedback.success(t('saved', { name: saved.name }));
      onSaved();
      // The answer is the customer as saved: the form starts over from it (its new version).
      customerSaved(queryClient, saved);
    },
    onError: (error) => {
      // Lists and tags may be behind too. After a stale save the customer itself is read again
      // only on Reload: reading it now would restart the form under the notice and lose what
      // was typed.
      if (isStaleVersion(error)) {
        refreshCustomers(queryClient);
        return; // (its own notice, with Reload)
      }
      refreshCustomers(queryClient, customer.id);
      const placed = fieldErrors(validationIssues(error), profileFields);
      if (placed.length > 0) form.setFields(placed);
      else setUnplaced(error.message);
    },
  });

  // The drawer lives under ?customer=: closing it, Back or the menu drop it and the guard asks.
  useUnsavedChanges({
    dirty,
    save: () => validateThenSave(form, (values) => save.mutateAsync(values)),
    anchor: 'customer',
  });

  return (
    <Form<ProfileValues>
      name={`customer-profile-${customer.id}`}
      form={form}
      layout="vertical"
      initialValues={start.values}
      onValuesChange={(_, values) => {
        setDirty(true);
        onDraft({ ...start, values });
      }}
      onFinish={(values) => !save.isPending && save.mutate(values)}
    >
      <StaleVersionAlert error={save.error} onReload={onReload} />
      <ProfileFields />
      {unplaced ? (
        <Alert type="error" showIcon role="alert" title={unplaced} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

/**
 * The Profile tab: the totals, then the editable profile. The form starts over whenever the
 * customer is read at a new version; what was typed survives that (and a remount of the drawer)
 * through `drafts` (see `resumeProfile`). After a refused stale save, Reload drops the typing and
 * reads the customer again, keeping the other person's change.
 */
export function ProfileTab({
  customer,
  drafts,
}: {
  customer: CustomerDetail;
  drafts: ReturnType<typeof useFormDrafts<ProfileDraft>>;
}) {
  const queryClient = useQueryClient();
  const draftKey = String(customer.id);
  return (
    <>
      <Totals customer={customer} />
      <ProfileForm
        key={`${customer.id}:${customer.version}`}
        customer={customer}
        draft={drafts.get(draftKey)}
        onDraft={(draft) => drafts.set(draftKey, draft)}
        onSaved={drafts.clear}
        onReload={() => {
          drafts.clear();
          void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) });
        }}
      />
    </>
  );
}
