import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { orderDocumentPdfQuery, orderDocumentQuery, orderDocumentsData } from './order-document.js';

const tag = 'order';

/**
 * Packing slips and invoices of one order or a selection (up to 200, in the order asked), one
 * order per page. `getOrderDocuments` is what the console's print preview draws;
 * `printOrderDocuments` is the same as a PDF made on the server, in the console's language.
 */
export const orderDocumentEndpoints = endpoints(
  endpoint({
    operationId: 'getOrderDocuments',
    method: 'GET',
    path: '/base/admin/orders/documents/data',
    access: 'order',
    tag,
    summary: 'What the packing slips or invoices of these orders say (ids=1,2,3), for the print preview',
    query: orderDocumentQuery,
    data: orderDocumentsData,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'printOrderDocuments',
    method: 'GET',
    path: '/base/admin/orders/documents',
    access: 'order',
    tag,
    summary: 'The packing slips or invoices of these orders as one streamed PDF, one order per page',
    query: orderDocumentPdfQuery,
    media: 'application/pdf',
    refusals: [Codes.NOT_FOUND],
  }),
);
