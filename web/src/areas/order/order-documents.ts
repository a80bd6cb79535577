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
