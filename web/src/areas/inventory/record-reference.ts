import type { StockRecord } from '@shop/contract/areas/inventory';

/** What caused a movement, as staff search for it: `order:SO123`, or the id alone; null for none. */
export function referenceOf(record: Pick<StockRecord, 'refType' | 'refId'>): string | null {
  if (!record.refId) return record.refType;
  return record.refType ? `${record.refType}:${record.refId}` : record.refId;
}
