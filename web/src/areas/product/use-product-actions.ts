import type { ProductDetail, ProductListItem, ProductStatus } from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { deleteProduct, productKeys, refreshProducts, setProductStatus } from './product.queries';
import { productIssueText } from './product-issues';
import { statusLabelKeys, transitionLabelKey } from './product-labels';

type Row = Pick<ProductListItem, 'id' | 'title' | 'status' | 'version'>;

/**
 * A list row's own actions: a status move (Archive asks first) at the version the row was read
 * at, and Delete (at that version too) after a confirm. Refusals (a publish without a priced SKU, a stale row) show the
 * server's reason in the console's language; every list refreshes whatever happened.
 */
export function useProductActions() {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const text = productIssueText(t);
  const fail = (error: Error) => feedback.error(text(error.message), ERROR_TOAST_MS);

  const move = useMutation({
    mutationFn: ({ row, to }: { row: Row; to: ProductStatus }) =>
      setProductStatus(row.id, { to, version: row.version }, { quiet: true }),
    onSuccess: (saved: ProductDetail) => {
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      feedback.success(t('statusChanged', { title: saved.title, status: t(statusLabelKeys[saved.status]) }));
    },
    onError: fail,
    onSettled: () => refreshProducts(queryClient),
  });

  const remove = useMutation({
    mutationFn: (row: Row) => deleteProduct(row.id, row.version),
    onSuccess: (_, row) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(row.id) });
      feedback.success(t('deleted', { title: row.title }));
    },
    onError: fail,
    onSettled: () => refreshProducts(queryClient),
  });

  const { mutate: moveNow } = move;
  const { mutate: removeNow } = remove;
  // Stable, so the list's columns (memoised on them) are not rebuilt on every render.
  const changeStatus = useCallback(
    async (row: Row, to: ProductStatus) => {
      if (to === 'ARCHIVED') {
        const confirmed = await confirmDanger({
          title: t('confirmArchiveTitle', { title: row.title }),
          content: t('confirmArchiveText'),
          okText: t(transitionLabelKey(row.status, to)),
          cancelText: t('cancel'),
        });
        if (!confirmed) return;
      }
      moveNow({ row, to });
    },
    [t, moveNow],
  );
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

  const pendingId = move.isPending
    ? move.variables?.row.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;
  return { changeStatus, askDelete, pendingId };
}
