import { centsToUnits, unitsToCents } from '../../lib/money';

/** An amount filter as the list query holds it: whole cents, or undefined for no bound. */
export interface AmountParams {
  minAmount: number | undefined;
  maxAmount: number | undefined;
}

const centsOf = (units: number | null): number | undefined =>
  units === null || !Number.isFinite(units) ? undefined : unitsToCents(Math.max(0, units));

/**
 * The bounds staff typed in currency units (12.5) as the query's cents (1250). A range typed the
 * wrong way round (50 to 10) is read as 10 to 50 rather than matching nothing.
 */
export function amountParamsOf(min: number | null, max: number | null): AmountParams {
  const low = centsOf(min);
  const high = centsOf(max);
  if (low !== undefined && high !== undefined && low > high) return { minAmount: high, maxAmount: low };
  return { minAmount: low, maxAmount: high };
}

/** A bound of the query shown in the box: currency units, or empty. */
export function unitsOfParam(cents: number | undefined): number | null {
  return cents === undefined ? null : centsToUnits(cents);
}
