import { type ProductDetail, productTransitions } from '@shop/contract/areas/product';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColours, statusLabelKeys, transitionLabelKey } from '../../lib/labels/product-labels';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { useStatusMove } from './use-status-move';

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
  const { move, mutation } = useStatusMove({ onMoved });
  const moves = useCanCall('changeProductStatus') ? productTransitions[product.status] : [];
  const error = mutation.error;

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap role="group" aria-label={t('statusBar')}>
        <Typography.Text>{t('statusLabel')}</Typography.Text>
        <Tag color={statusColours[product.status]}>{t(statusLabelKeys[product.status])}</Tag>
        {moves.map((to) => (
          <Button
            key={to}
            size="small"
            type={to === 'ON_SALE' ? 'primary' : 'default'}
            danger={to === 'ARCHIVED'}
            loading={mutation.isPending && mutation.variables?.to === to}
            onClick={() => void move(product, to)}
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
      <StaleVersionAlert error={error} onReload={onReload} />
      {error && !isStaleVersion(error) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => mutation.reset(), 'aria-label': t('closeAlert') }}
          title={error.message}
        />
      ) : null}
    </Flex>
  );
}
