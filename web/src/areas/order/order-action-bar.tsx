import type { OrderAction } from '@shop/contract/areas/order';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** The button of each action that has one (a note is written in the timeline). */
const buttonKeys = {
  pay: 'recordPayment',
  ship: 'ship',
  complete: 'complete',
  editAddress: 'editAddress',
  requestAfterSale: 'openAfterSale',
  refund: 'refund',
  cancel: 'cancelOrder',
} as const satisfies Partial<Record<OrderAction, string>>;

export type ButtonAction = keyof typeof buttonKeys;

/** The order's actions as buttons, the ones its status and the staff member's roles allow. */
export function OrderActionBar({
  actions,
  onAction,
}: {
  actions: readonly OrderAction[];
  onAction(action: ButtonAction): void;
}) {
  const { t } = useTranslation('order');
  const shown = actions.filter((a): a is ButtonAction => Object.hasOwn(buttonKeys, a));
  if (shown.length === 0) return null;
  return (
    <Flex gap={8} wrap role="toolbar" aria-label={t('orderActions')}>
      {shown.map((action, i) => (
        <Button
          key={action}
          type={i === 0 && action !== 'cancel' ? 'primary' : 'default'}
          danger={action === 'cancel' || action === 'refund'}
          onClick={() => onAction(action)}
        >
          {t(buttonKeys[action])}
        </Button>
      ))}
    </Flex>
  );
}
