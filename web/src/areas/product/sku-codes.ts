import type { SkuRow } from './sku-rows';

const MAX_CODE = 64;

/**
 * A piece of a SKU code in uppercase ASCII letters and digits: accents dropped (Crème → CREME),
 * everything else removed (Light Blue → LIGHTBLUE). Text with no Latin letters or digits gives ''.
 */
export function codePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The prefix the helper suggests: the title's first letters, or `SKU` for a title with none. */
export function defaultPrefix(title: string | undefined): string {
  return codePart(title ?? '').slice(0, 12) || 'SKU';
}

/**
 * `PREFIX-VALUE1-VALUE2`. A value with no Latin letters (蓝色) stands as its position among its
 * option's values (2), so every combination still gets a distinct code.
 */
export function skuCodeOf(
  prefix: string,
  optionValues: readonly string[],
  options: readonly { values?: string[] }[],
): string {
  const parts = optionValues.map((value, i) => {
    const part = codePart(value);
    if (part) return part;
    const position = (options[i]?.values ?? []).findIndex((v) => v.toLowerCase() === value.toLowerCase());
    return String(position + 1);
  });
  return [codePart(prefix) || 'SKU', ...parts].join('-').slice(0, MAX_CODE);
}

/**
 * Fills the empty codes (typed ones are kept), each distinct from every other code of the
 * product in any case: a repeat gets `-2`, `-3`….
 */
export function fillSkuCodes(
  rows: readonly SkuRow[],
  prefix: string,
  options: readonly { values?: string[] }[],
): SkuRow[] {
  const taken = new Set(rows.map((row) => row.code.trim().toLowerCase()).filter(Boolean));
  return rows.map((row) => {
    if (row.code.trim()) return row;
    const base = skuCodeOf(prefix, row.optionValues, options);
    let code = base;
    for (let n = 2; taken.has(code.toLowerCase()); n++) {
      const suffix = `-${n}`;
      code = base.slice(0, MAX_CODE - suffix.length) + suffix;
    }
    taken.add(code.toLowerCase());
    return { ...row, code };
  });
}
