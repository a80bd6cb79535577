import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdjustPreview, Balances } from './adjust-preview';

/**
 * What a change would leave: on hand and available now → after. Available under zero is red: the
 * server would refuse it (reserved stock belongs to orders).
 */
export function AdjustOutcome({
  balances,
  preview,
  compact = false,
}: {
  balances: Balances;
  preview: AdjustPreview | null;
  compact?: boolean;
}) {
  const { t } = useTranslation('inventory');
  const available = balances.onHand - balances.reserved;
  const arrow = (now: number, after: number | undefined) => (after === undefined ? now : `${now} → ${after}`);
  return (
    <Space orientation={compact ? 'vertical' : 'horizontal'} size={compact ? 0 : 'large'}>
      <Typography.Text>
        {t('onHandNowAfter', { value: arrow(balances.onHand, preview?.onHandAfter) })}
      </Typography.Text>
      <Typography.Text type={preview?.exceeds ? 'danger' : undefined}>
        {t('availableNowAfter', { value: arrow(available, preview?.availableAfter) })}
      </Typography.Text>
    </Space>
  );
}
