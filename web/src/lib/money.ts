/**
 * Money in the console: the API keeps integer cents of the shop currency; people read and type
 * currency units with two decimals. These convert between the two without floating-point drift.
 */

/** `1250` → `12.5`. */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** `12.5` → `1250`; `19.99` → `1999` (not 1998.9999…). */
export function unitsToCents(units: number): number {
  return Math.round(units * 100);
}

const formats = new Map<string, Intl.NumberFormat>();

/** `1250` in EUR for `en` → `€12.50`; ja → `€12.50`, es → `12,50 €`. */
export function formatMoney(cents: number, currency: string, language: string): string {
  const id = `${language}|${currency}`;
  let format = formats.get(id);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency });
    } catch {
      // A currency code Intl does not know: plain decimals rather than a broken page.
      format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formats.set(id, format);
  }
  return format.format(centsToUnits(cents));
}

/** One price, or `low – high` when the SKUs differ; null when no SKU is active. */
export function formatPriceRange(
  min: number | null,
  max: number | null,
  currency: string,
  language: string,
): string | null {
  if (min === null || max === null) return null;
  const low = formatMoney(min, currency, language);
  return min === max ? low : `${low} – ${formatMoney(max, currency, language)}`;
}
