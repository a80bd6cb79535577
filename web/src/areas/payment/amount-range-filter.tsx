import { InputNumber, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/use-money';
import { type AmountParams, amountParamsOf, unitsOfParam } from './amount-range';

export interface AmountRangeFilterProps {
  /** The bounds in the URL, in cents. */
  minAmount: number | undefined;
  maxAmount: number | undefined;
  onChange(range: AmountParams): void;
}

/** The currency's own sign (`€`, `US$`, `¥`) for the boxes' prefix, or its code. */
function currencySign(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * An amount range typed in currency units (two decimals) and sent in cents. A bound applies when
 * its box loses focus or on Enter, not at each keystroke (typing 120 would first search for 1);
 * the boxes follow the URL when it changes elsewhere (Back, Clear filters).
 */
export function AmountRangeFilter({ minAmount, maxAmount, onChange }: AmountRangeFilterProps) {
  const { t, i18n } = useTranslation('payment');
  const { currency } = useMoney();
  const [min, setMin] = useState(() => unitsOfParam(minAmount));
  const [max, setMax] = useState(() => unitsOfParam(maxAmount));
  useEffect(() => setMin(unitsOfParam(minAmount)), [minAmount]);
  useEffect(() => setMax(unitsOfParam(maxAmount)), [maxAmount]);

  const apply = () => {
    const next = amountParamsOf(min, max);
    if (next.minAmount !== minAmount || next.maxAmount !== maxAmount) onChange(next);
  };
  const sign = currencySign(currency, i18n.language);
  const box = (label: string, value: number | null, set: (units: number | null) => void) => (
    <InputNumber<number>
      aria-label={label}
      placeholder={label}
      prefix={sign}
      min={0}
      precision={2}
      value={value}
      onChange={set}
      onBlur={apply}
      onPressEnter={apply}
      style={{ width: 140 }}
    />
  );

  return (
    <Space.Compact>
      {box(t('minAmount'), min, setMin)}
      {box(t('maxAmount'), max, setMax)}
    </Space.Compact>
  );
}
