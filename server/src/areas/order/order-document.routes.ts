import type { OrderDocumentPdfQuery } from '@shop/contract/areas/order-document';
import { orderDocumentEndpoints as api } from '@shop/contract/areas/order-document.endpoints';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { exportSetup } from '../../http/export-format.js';
import {
  assertOrdersExist,
  DOCUMENT_BATCH,
  documentBatch,
  documentShopOf,
  documentsOf,
} from './order-document.table.js';
import { type DocumentStyle, drawOrder, newDocumentPdf } from './order-document-pdf.js';

/** Packing slips and invoices (access `order`): the preview's data and the PDF. */
export function orderDocumentRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.getOrderDocuments, async (request) => {
      const [shop, orders] = await Promise.all([documentShopOf(db), documentsOf(db, request.query.ids)]);
      return { shop, orders };
    });
    route(app, api.printOrderDocuments, (request, reply) =>
      sendDocumentPdf(db, request.query, request, reply),
    );
  };
}

/**
 * The PDF streams out as it is drawn: orders are read a batch at a time and drawn before the next
 * read, so neither memory nor any one database read grows with the selection. Every id is checked
 * first: an unknown one is a 404 before any byte is sent.
 */
async function sendDocumentPdf(
  db: Db,
  query: OrderDocumentPdfQuery,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await assertOrdersExist(db, query.ids);
  const [setup, shop] = await Promise.all([
    exportSetup(db, { lang: query.lang }, request),
    documentShopOf(db),
  ]);
  const style: DocumentStyle = { kind: query.kind, language: setup.language, shop };
  const pdf = newDocumentPdf(style);
  const draw = async () => {
    for (let at = 0; at < query.ids.length; at += DOCUMENT_BATCH) {
      for (const order of await documentBatch(db, query.ids.slice(at, at + DOCUMENT_BATCH))) {
        drawOrder(pdf, style, order);
      }
    }
    pdf.end();
  };
  draw().catch((error: unknown) => {
    // Headers are gone by now: all that is left is to cut the file short, and log why.
    request.log.error({ err: error }, 'document PDF failed');
    pdf.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const name = `${query.kind}-${query.ids.length === 1 ? query.ids[0] : `${query.ids.length}-orders`}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
