/**
 * How the product CSV writes and reads its values, one place for both directions so a file
 * exported and imported again means the same thing. Money is currency units with two decimals
 * (written by lib/csv-money.ts).
 */

/** "12.5" / "12.50" / "12" → cents; undefined when it is not a plain amount with at most 2 decimals. */
export function parseMoney(text: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number at least 0, or undefined. */
export function parseWhole(text: string): number | undefined {
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

const truths: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

/** true/false/1/0/yes/no in any case; undefined for anything else. */
export function parseFlag(text: string): boolean | undefined {
  return truths[text.toLowerCase()];
}

/** "Ceramics>  Mugs" → "ceramics > mugs": how a category path is matched (any case, any spacing). */
export function pathKey(path: string): string {
  return path
    .split('>')
    .map((part) => part.trim().toLowerCase())
    .join(' > ');
}
