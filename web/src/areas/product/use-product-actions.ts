import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { productKeys } from '../../lib/resource-keys';
import { deleteProduct, refreshProducts } from './product.queries';
import { type Movable as Row, useStatusMove } from './use-status-move';

/**
 * A list row's own actions: a status move (Archive asks first) at the version the row was read
 * at, and Delete (at that version too) after a confirm. Refusals (a publish without a priced SKU,
 * a stale row) show the server's reason in the console's language; every list refreshes whatever
 * happened.
 */
export function useProductActions() {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const fail = (error: Error) => feedback.error(error.message, ERROR_TOAST_MS);
  const { move: changeStatus, mutation: moving } = useStatusMove({ onError: fail });

  const remove = useMutation({
    mutationFn: (row: Row) => deleteProduct(row.id, row.version),
    onSuccess: (_, row) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(row.id) });
      feedback.success(t('deleted', { title: row.title }));
    },
    onError: fail,
    onSettled: () => refreshProducts(queryClient),
  });

  const { mutate: removeNow } = remove;
  // Stable, so the list's columns (memoised on it) are not rebuilt on every render.
  const askDelete = useCallback(
    async (row: Row) => {
      const confirmed = await confirmDanger({
        title: t('confirmDeleteTitle', { title: row.title }),
        content: t('confirmDeleteText'),
        okText: t('delete'),
        cancelText: t('cancel'),
      });
      if (confirmed) removeNow(row);
    },
    [t, removeNow],
  );

  const pendingId = moving.isPending
    ? moving.variables?.product.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;
  return { changeStatus, askDelete, pendingId };
}
