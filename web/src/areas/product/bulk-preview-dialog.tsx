import type { ProductBulkAction, ProductBulkData } from '@shop/contract/areas/product';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, List, Modal, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { bulkActionLabelKeys, statusLabelKeys } from '../../lib/labels/product-labels';
import { messageText } from '../../lib/message-text';
import { productKeys } from '../../lib/resource-keys';
import { bulkProducts, refreshProducts } from './product.queries';

export interface BulkPreviewDialogProps {
  /** The action to preview; null when the dialog is closed. */
  action: ProductBulkAction | null;
  ids: number[];
  onClose(): void;
  /** After the action was applied (the selection can go). */
  onApplied(result: ProductBulkData): void;
}

/**
 * A bulk action in two steps: the server's dry run says which products will change and which it
 * refuses (with the reason), and only Apply changes anything. The dry run runs each time the
 * dialog opens, so it reflects the products as they are now.
 */
export function BulkPreviewDialog({ action, ids, onClose, onApplied }: BulkPreviewDialogProps) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [...productKeys.all, 'bulk-preview', action, ids],
    queryFn: () => bulkProducts({ action: action ?? 'publish', ids, dryRun: true }),
    enabled: action !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const apply = useMutation({
    mutationFn: () => bulkProducts({ action: action ?? 'publish', ids }),
    onSuccess: (result) => {
      feedback.success(t('bulkApplied', { count: result.changed.length }));
      if (result.refused.length > 0)
        feedback.warning(t('bulkRefusedCount', { count: result.refused.length }));
      onApplied(result);
      onClose();
    },
    onSettled: (result) =>
      refreshProducts(
        queryClient,
        result?.changed.map((c) => c.id),
      ),
  });

  const data = preview.data;
  const label = action ? t(bulkActionLabelKeys[action]) : '';
  const destructive = action === 'delete' || action === 'archive';
  return (
    <Modal
      open={action !== null}
      title={t('bulkPreviewTitle', { action: label, count: ids.length })}
      okText={t('applyAction', { action: label })}
      cancelText={t('cancel')}
      okButtonProps={{ danger: destructive, disabled: !data || data.changed.length === 0 }}
      confirmLoading={apply.isPending}
      onOk={() => apply.mutate()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => apply.reset()}
    >
      {preview.isError ? (
        <Result status="error" title={t('previewFailed')} subTitle={preview.error.message} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={5}>{t('willChange', { count: data.changed.length })}</Typography.Title>
          <List
            size="small"
            aria-label={t('willChange', { count: data.changed.length })}
            dataSource={data.changed}
            locale={{ emptyText: t('nothingWillChange') }}
            style={{ maxHeight: 240, overflow: 'auto' }}
            renderItem={(item) => (
              <List.Item>
                {item.title}
                <Typography.Text type="secondary">
                  {t(statusLabelKeys[item.from])} →{' '}
                  {item.to ? t(statusLabelKeys[item.to]) : t('deletedState')}
                </Typography.Text>
              </List.Item>
            )}
          />
          {data.refused.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title={t('willRefuse', { count: data.refused.length })}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {data.refused.map((item) => (
                    <li key={item.id}>
                      {t('refusedLine', {
                        title: item.title,
                        reason: messageText(item.key, item.params, item.reason),
                      })}
                    </li>
                  ))}
                </ul>
              }
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
