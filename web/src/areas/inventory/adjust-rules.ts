import { adjustLine } from '@shop/contract/areas/inventory';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { type MessagePattern, messageTranslator } from '../../lib/form-issues';
import type inventoryTexts from '../../locales/en/inventory.json';
import type { AdjustMode } from './adjust-preview';

type InventoryKey = keyof typeof inventoryTexts;

// The contract's messages (English, shared with the server) as this catalogue's keys.
const issueKeys = {
  'Quantities are whole numbers': 'issueWhole',
  'A change of 0 changes nothing': 'issueZero',
  'Stock cannot be negative': 'issueNegative',
  'Pick a reason': 'issueReason',
  'Give either a change or a counted quantity': 'issueEither',
  'A counted quantity is recorded as cycle_count': 'issueCycleCount',
  'Note is at most 500 characters': 'issueNoteMax',
  'Add at least one SKU': 'issueLinesMin',
  'Each SKU once': 'issueEachOnce',
} as const satisfies Record<string, InventoryKey>;

const issuePatterns: MessagePattern<InventoryKey>[] = [
  [/^At most (\d+) SKUs at once$/, 'issueLinesMax', 'max'],
];

/** The most a quantity field takes, as the contract bounds it. */
export const MAX_QUANTITY = 1_000_000;

/** Field rules of an adjustment, checked by the contract's own schema for each field. */
export function useAdjustRules() {
  const { t } = useTranslation('inventory');
  const text = messageTranslator<InventoryKey>((key, params) => t(key, params), issueKeys, issuePatterns);

  /** A change (`delta`) or a count (`setTo`), whichever `modeOf` says the line is. */
  const quantity = (modeOf: () => AdjustMode): FormRule => ({
    validator: async (_rule, value: number | null | undefined) => {
      if (value === null || value === undefined) throw new Error(t('quantityRequired'));
      const schema = modeOf() === 'setTo' ? adjustLine.shape.setTo : adjustLine.shape.delta;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(text(result.error.issues[0]?.message ?? ''));
    },
  });

  const reason: FormRule = { required: true, message: t('issueReason') };

  return { quantity, reason, text };
}
