import { adjustLine } from '@shop/contract/areas/inventory';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText, zodIssueText } from '../../lib/message-text';
import type { AdjustMode } from './adjust-preview';

/** The most a quantity field takes, as the contract bounds it. */
export const MAX_QUANTITY = 1_000_000;

/** Field rules of an adjustment, checked by the contract's own schema for each field. */
export function useAdjustRules() {
  const { t } = useTranslation('inventory');

  /** A change (`delta`) or a count (`setTo`), whichever `modeOf` says the line is. */
  const quantity = (modeOf: () => AdjustMode): FormRule => ({
    validator: async (_rule, value: number | null | undefined) => {
      if (value === null || value === undefined) throw new Error(t('quantityRequired'));
      const schema = modeOf() === 'setTo' ? adjustLine.shape.setTo : adjustLine.shape.delta;
      const first = schema.safeParse(value).error?.issues[0];
      if (first) throw new Error(zodIssueText(first));
    },
  });

  const reason: FormRule = { required: true, message: messageText('inventory.pickReason') };

  return { quantity, reason };
}
