/**
 * Money in the CSV files staff open in a spreadsheet: currency units with two decimals (the
 * product import reads the same form back).
 */

/** 1250 → "12.50", −1250 → "-12.50" (integer arithmetic: no float rounding at any size). */
export function formatMoney(cents: number | null): string | null {
  if (cents === null) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
