import { productEndpoints as api } from '@shop/contract/areas/product.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { runBulkAction } from './product-bulk.service.js';
import { runBulkPrice } from './product-bulk-price.service.js';

/** Actions on many products at once (access `product`), each with a dry run the console previews. */
export function productBulkRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.bulkProducts, (request) => runBulkAction(db, actorOf(request), request.body));
    route(app, api.bulkProductPrices, (request) => runBulkPrice(db, actorOf(request), request.body));
  };
}
