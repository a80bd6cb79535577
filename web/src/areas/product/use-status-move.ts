import type { ProductDetail, ProductListItem, ProductStatus } from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { statusLabelKeys } from '../../lib/labels/product-labels';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { cacheProduct, refreshProducts, setProductStatus } from './product.queries';

/** What a move needs of the product: sent at the version it was read at. */
export type Movable = Pick<ProductListItem, 'id' | 'title' | 'status' | 'version'>;

/**
 * One step of a product's life cycle, from its list row or its status bar: Archive asks first,
 * the move goes at the version read, success is told and cached, and every list refreshes
 * whatever happened. A refusal is the caller's to show (`onError`, or the mutation's `error`).
 */
export function useStatusMove(
  hooks: { onMoved?(saved: ProductDetail): void; onError?(error: Error): void } = {},
) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ product, to }: { product: Movable; to: ProductStatus }) =>
      setProductStatus(product.id, { to, version: product.version }, { quiet: true }),
    onSuccess: (saved) => {
      feedback.success(t('statusChanged', { title: saved.title, status: t(statusLabelKeys[saved.status]) }));
      // The caller first (the edit page keeps what was typed for the new version), then the cache.
      hooks.onMoved?.(saved);
      cacheProduct(queryClient, saved);
    },
    onError: (error) => hooks.onError?.(error),
    onSettled: () => refreshProducts(queryClient),
  });

  const { mutate } = mutation;
  // Stable, so the list's columns (memoised on it) are not rebuilt on every render.
  const move = useCallback(
    async (product: Movable, to: ProductStatus) => {
      if (to === 'ARCHIVED') {
        const confirmed = await confirmDanger({
          title: t('confirmArchiveTitle', { title: product.title }),
          content: t('confirmArchiveText'),
          okText: t('archive'),
          cancelText: t('cancel'),
        });
        if (!confirmed) return;
      }
      mutate({ product, to });
    },
    [t, mutate],
  );
  return { move, mutation };
}
