import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown while rows are selected: how many, a Clear button, and the list's bulk actions. */
export function BulkBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('list');
  if (count === 0) return null;
  return (
    <Flex
      role="region"
      aria-label={t('bulkActions')}
      align="center"
      gap={8}
      wrap
      style={{
        padding: '8px 12px',
        marginBottom: 12,
        borderRadius: 6,
        background: 'rgba(22, 119, 255, 0.08)',
      }}
    >
      <Typography.Text strong>{t('selected', { count })}</Typography.Text>
      <Button size="small" type="link" onClick={onClear}>
        {t('clearSelection')}
      </Button>
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        {children}
      </Flex>
    </Flex>
  );
}
