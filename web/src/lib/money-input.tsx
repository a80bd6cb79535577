import { InputNumber } from 'antd';
import { centsToUnits, unitsToCents } from './money';

export interface MoneyInputProps {
  /** Cents, or null for empty. */
  value?: number | null;
  onChange?(cents: number | null): void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
}

/**
 * An amount typed in currency units with two decimals and held as whole cents, the API's form
 * (12.5 typed → 1250). Empty is null: the contract decides whether that is allowed.
 */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  return (
    <InputNumber<number>
      {...rest}
      value={value === null || value === undefined ? null : centsToUnits(value)}
      onChange={(units) => onChange?.(units === null ? null : unitsToCents(units))}
      min={0}
      precision={2}
      step={1}
      style={{ width: '100%', ...rest.style }}
    />
  );
}
