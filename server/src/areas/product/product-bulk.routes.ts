import { productEndpoints as api } from '@shop/contract/areas/product.endpoints';
import { holds } from '@shop/contract/permissions';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { forbidden } from '../../http/app-error.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { runBulkAction } from './product-bulk.service.js';
import { runBulkPrice } from './product-bulk-price.service.js';

/** Actions on many products at once (access `product.bulk`; deleting also `product.delete`), each with a dry run the console previews. */
export function productBulkRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.bulkProducts, (request) => {
      // Deleting many is still deleting: it needs the delete action besides the bulk one.
      if (request.body.action === 'delete' && !holds(staffOf(request).grants, 'product.delete'))
        throw forbidden();
      return runBulkAction(db, actorOf(request), request.body);
    });
    route(app, api.bulkProductPrices, (request) => runBulkPrice(db, actorOf(request), request.body));
  };
}
