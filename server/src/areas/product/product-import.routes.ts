import multipart from '@fastify/multipart';
import { productEndpoints as api } from '@shop/contract/areas/product.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { dryRunImport, importTemplate, runImport } from './product-import.service.js';
import { uploadedCsv } from './product-import-read.js';

/**
 * The product CSV import and its template (access `product`). Registered in its own scope, as
 * the media upload is, so only these routes accept multipart bodies. A refused import answers
 * 40000 whose `data` is the dry run's report (errors by line), or the usual field issues on `file`
 * when the file itself is unusable.
 */
export function productImportRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart);

    route(app, api.productImportTemplate, (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products-template.csv"')
        .header('cache-control', 'no-store')
        .send(importTemplate()),
    );
    route(app, api.productImportDryRun, async (request) => dryRunImport(db, await uploadedCsv(request)));
    route(app, api.productImport, async (request) =>
      runImport(db, actorOf(request), await uploadedCsv(request)),
    );
  };
}
