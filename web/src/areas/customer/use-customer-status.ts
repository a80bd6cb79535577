import type { CustomerListItem, CustomerStatus } from '@shop/contract/areas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { staleVersionNotice } from '../../lib/list/stale-version';
import { customerSaved, refreshCustomers, setCustomerStatus } from './customer.queries';

type Switchable = Pick<CustomerListItem, 'id' | 'name' | 'status' | 'version'>;

/**
 * Disable / Enable one customer after a confirm, at the version the row or drawer was read at.
 * The answer becomes the cached customer; a refusal (a stale row says who changed it) reads every
 * list and the customer again.
 */
export function useCustomerStatus() {
  const { t } = useTranslation('customer');
  const { t: listText, i18n } = useTranslation('list');
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: ({ customer, status }: { customer: Switchable; status: CustomerStatus }) =>
      setCustomerStatus(customer.id, { status, version: customer.version }),
    onSuccess: (saved, { customer, status }) => {
      customerSaved(queryClient, saved);
      feedback.success(t(status === 'DISABLED' ? 'disabledDone' : 'enabledDone', { name: customer.name }));
    },
    onError: (error, { customer }) => {
      refreshCustomers(queryClient, customer.id);
      const notice = staleVersionNotice(error, i18n.language);
      const text = notice
        ? listText('staleVersion', { name: notice.name ?? listText('someoneElse'), time: notice.time })
        : error.message;
      feedback.error(text, ERROR_TOAST_MS);
    },
  });

  const { mutate } = mutation;
  // Stable, so the list's columns (memoised on it) are not rebuilt on every render.
  const toggle = useCallback(
    async (customer: Switchable) => {
      const disabling = customer.status === 'ACTIVE';
      const values = { name: customer.name };
      const confirmed = await confirmDanger({
        title: t(disabling ? 'confirmDisableTitle' : 'confirmEnableTitle', values),
        content: t(disabling ? 'confirmDisableText' : 'confirmEnableText'),
        okText: t(disabling ? 'disable' : 'enable'),
        cancelText: t('cancel'),
      });
      if (confirmed) mutate({ customer, status: disabling ? 'DISABLED' : 'ACTIVE' });
    },
    [t, mutate],
  );

  const pendingId = mutation.isPending ? mutation.variables?.customer.id : undefined;
  return { toggle, pendingId };
}

export type CustomerStatusAction = ReturnType<typeof useCustomerStatus>;
