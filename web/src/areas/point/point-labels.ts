import type { PointBizType } from '@shop/contract/areas/point';
import { formatNumber } from '../../lib/number-format';

/** The labels' keys live beside the contract's texts (lib/labels); the area reads them from here. */
export { adjustReasonLabelKeys as reasonLabelKeys, bizTypeLabelKeys } from '../../lib/labels/point-labels';

/** Each ledger type's tag colour: grants green, spends red, returns and reversals their own. */
export const bizTypeColours: Record<PointBizType, string> = {
  ADMIN: 'purple',
  ORDER_USE: 'red',
  ORDER_USE_RETURN: 'cyan',
  ORDER_EARN: 'green',
  ORDER_EARN_REVERSAL: 'orange',
  EXPIRE: 'default',
  EXCHANGE: 'magenta',
  EXCHANGE_RETURN: 'blue',
  BOX: 'gold',
};

/** A change with its sign, grouped for the language: `+1,200`, `−30` (a true minus sign). */
export function signedPoints(delta: number): string {
  const size = formatNumber(Math.abs(delta));
  if (delta > 0) return `+${size}`;
  if (delta < 0) return `−${size}`;
  return '0';
}

/** How a customer reads in a picker and the summary: the name, and the phone when there is one. */
export function customerLabel(name: string, phone: string | null | undefined): string {
  return phone ? `${name} · ${phone}` : name;
}
