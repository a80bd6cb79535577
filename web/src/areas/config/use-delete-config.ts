import type { ConfigEntry } from '@shop/contract/areas/config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { useCanCall } from '../../lib/permissions';
import { configKeys } from '../../lib/resource-keys';
import { deleteConfig } from './config.queries';

/**
 * Deleting an entry: asked first, sent at the version the row was read at (so an edit made
 * meanwhile is not thrown away unseen), and every list refreshed afterwards whatever happened.
 * `allowed`: the member holds `config.delete`; without it no Delete is drawn.
 */
export function useDeleteConfig(onDeleted?: () => void) {
  const { t } = useTranslation('config');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (entry: ConfigEntry) => deleteConfig(entry.key, entry.version),
    onSuccess: (_, entry) => {
      queryClient.removeQueries({ queryKey: configKeys.detail(entry.key) });
      feedback.success(t('deleted', { key: entry.key }));
      onDeleted?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });

  const { mutate } = remove;
  // Stable, so the list's columns (memoised on it) are not rebuilt on every render.
  const ask = useCallback(
    async (entry: ConfigEntry) => {
      const confirmed = await confirmDanger({
        title: t('confirmDeleteTitle', { key: entry.key }),
        content: t('confirmDeleteText'),
        okText: t('delete'),
        cancelText: t('cancel'),
      });
      if (confirmed) mutate(entry);
    },
    [t, mutate],
  );

  const allowed = useCanCall('deleteConfig');
  return { ask, allowed, pending: remove.isPending ? remove.variables?.key : undefined };
}
