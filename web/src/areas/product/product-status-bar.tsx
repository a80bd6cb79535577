import { type ProductDetail, type ProductStatus, productTransitions } from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { formatDateTime } from '../../lib/time';
import { refreshProducts, setProductStatus } from './product.queries';
import { productIssueText } from './product-issues';
import { statusColours, statusLabelKeys, transitionLabelKey } from './product-labels';

/**
 * The product's status and the moves it allows (Publish, Unpublish, Archive, Restore), each sent
 * at the version shown. A refused publish (no active priced SKU) shows the server's reason here.
 */
export function ProductStatusBar({
  product,
  onMoved,
  onReload,
}: {
  product: ProductDetail;
  onMoved(saved: ProductDetail): void;
  onReload(): void;
}) {
  const { t, i18n } = useTranslation('product');
  const queryClient = useQueryClient();
  const text = productIssueText(t);
  const move = useMutation({
    mutationFn: (to: ProductStatus) =>
      setProductStatus(product.id, { to, version: product.version }, { quiet: true }),
    onSuccess: (saved) => {
      feedback.success(t('statusChanged', { title: saved.title, status: t(statusLabelKeys[saved.status]) }));
      onMoved(saved);
    },
    onSettled: () => refreshProducts(queryClient),
  });
  const ask = async (to: ProductStatus) => {
    if (to === 'ARCHIVED') {
      const confirmed = await confirmDanger({
        title: t('confirmArchiveTitle', { title: product.title }),
        content: t('confirmArchiveText'),
        okText: t('archive'),
        cancelText: t('cancel'),
      });
      if (!confirmed) return;
    }
    move.mutate(to);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap role="group" aria-label={t('statusBar')}>
        <Typography.Text>{t('statusLabel')}</Typography.Text>
        <Tag color={statusColours[product.status]}>{t(statusLabelKeys[product.status])}</Tag>
        {productTransitions[product.status].map((to) => (
          <Button
            key={to}
            size="small"
            type={to === 'ON_SALE' ? 'primary' : 'default'}
            danger={to === 'ARCHIVED'}
            loading={move.isPending && move.variables === to}
            onClick={() => void ask(to)}
          >
            {t(transitionLabelKey(product.status, to))}
          </Button>
        ))}
        <Typography.Text type="secondary">
          {t('versionLine', {
            version: product.version,
            name: product.updatedBy ?? t('nobody'),
            time: formatDateTime(product.updatedAt, i18n.language),
          })}
        </Typography.Text>
      </Flex>
      <StaleVersionAlert error={move.error} onReload={onReload} />
      {move.error && !isStaleVersion(move.error) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => move.reset(), 'aria-label': t('closeAlert') }}
          title={text(move.error.message)}
        />
      ) : null}
    </Flex>
  );
}
