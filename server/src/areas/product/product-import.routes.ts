import multipart from '@fastify/multipart';
import { productImportData, productPaths } from '@shop/contract/areas/product';
import { envelopeOf, ok, validationDataSchema } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { dryRunImport, importTemplate, runImport } from './product-import.service.js';
import { uploadedCsv } from './product-import-read.js';

const tags = ['product'];

/**
 * A 400 from the import: `productImportData` with the errors by line when rows are wrong, or the
 * usual field issues (on `file`) when the file itself is unusable; null for a malformed request.
 */
const importRefusal = envelopeOf(z.union([productImportData, validationDataSchema, z.null()]));

/**
 * The product CSV import and its template (access `product`). Registered in its own scope, as
 * the media upload is, so only these routes accept multipart bodies.
 */
export function productImportRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);

    app.get(
      productPaths.importTemplate,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'productImportTemplate',
          tags,
          summary: 'A CSV with the import header and one example row',
        },
      },
      (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="products-template.csv"')
          .header('cache-control', 'no-store')
          .send(importTemplate()),
    );

    app.post(
      productPaths.importDryRun,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'productImportDryRun',
          tags,
          summary:
            'What importing this CSV (multipart field `file`, at most 2 MB, 5000 rows) would do, and every bad row by line; changes nothing. An unusable file (not CSV, header missing product_title, sku_code or price) is 400 on `file`',
          response: { 200: envelopeOf(productImportData) },
        },
      },
      async (request) => ok(await dryRunImport(db, await uploadedCsv(request))),
    );

    app.post(
      productPaths.import,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'productImport',
          tags,
          summary:
            'Import a CSV (multipart field `file`) in one transaction. When any row is wrong nothing is written and the answer is 400 whose data is the dry run’s productImportData (errors by line, applied: false); an unusable file is 400 on `file`',
          response: { 200: envelopeOf(productImportData), 400: importRefusal },
        },
      },
      async (request) => ok(await runImport(db, actorOf(request), await uploadedCsv(request))),
    );
  };
}
