import type { OrderDocumentKind } from '@shop/contract/areas/order-document';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, call } from '../../lib/api';
import { orderKeys } from '../../lib/resource-keys';

/** What the print preview shows: the documents of `ids`, in that order, as the PDF prints them. */
export const orderDocumentsOptions = (kind: OrderDocumentKind, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'documents', kind, ids],
    queryFn: () => call('getOrderDocuments', { query: { kind, ids: ids.join(',') } }, { quiet: true }),
    // A document is read to print now: what it says should be the order as it is.
    staleTime: 0,
  });

/** The server's PDF of the same documents, in `language`. */
export function orderDocumentsPdfUrl(
  kind: OrderDocumentKind,
  ids: readonly number[],
  language: 'zh' | 'en' | 'es' | 'ja',
): string {
  return apiUrl('printOrderDocuments', { query: { kind, ids: ids.join(','), lang: language } });
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-27 14:05` on the shop's clock, as the PDF writes it. */
export function shopClock(moment: string, zone: string): string {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(new Date(moment)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
