import {
  productBulkBody,
  productBulkData,
  productBulkPriceBody,
  productBulkPriceData,
  productPaths,
} from '@shop/contract/areas/product';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { runBulkAction } from './product-bulk.service.js';
import { runBulkPrice } from './product-bulk-price.service.js';

const tags = ['product'];

/** Actions on many products at once (access `product`), each with a dry run the console previews. */
export function productBulkRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      productPaths.bulk,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'bulkProducts',
          tags,
          summary:
            'Publish, unpublish, archive or delete many products: the allowed ones change in one transaction, the others are listed with the reason; dryRun changes nothing',
          body: productBulkBody,
          response: { 200: envelopeOf(productBulkData) },
        },
      },
      async (request) => ok(await runBulkAction(db, actorOf(request), request.body)),
    );

    app.post(
      productPaths.bulkPrice,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'bulkProductPrices',
          tags,
          summary:
            'Set, or shift by a percentage, the price or compare-at price of every SKU of many products; lists each SKU that moves; dryRun changes nothing; 42203 if a product on sale would keep no priced active SKU',
          body: productBulkPriceBody,
          response: { 200: envelopeOf(productBulkPriceData) },
        },
      },
      async (request) => ok(await runBulkPrice(db, actorOf(request), request.body)),
    );
  };
}
