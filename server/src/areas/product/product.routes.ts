import { productEndpoints as api } from '@shop/contract/areas/product.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { createProduct, updateProduct } from './product.service.js';
import { productBulkRoutes } from './product-bulk.routes.js';
import { productCategoryRoutes } from './product-category.routes.js';
import { getProductDetail } from './product-detail.table.js';
import { exportProducts } from './product-export.js';
import { productImportRoutes } from './product-import.routes.js';
import { listProducts } from './product-list.table.js';
import { changeStatus, deleteProduct } from './product-status.service.js';

/**
 * Products, their SKUs, categories, bulk actions and CSV (access `product`: every role). This
 * plugin holds the product itself; categories, bulk actions and the CSV import (which alone
 * accepts multipart bodies) are registered inside it.
 */
export function productRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    await app.register(productCategoryRoutes(db));
    await app.register(productBulkRoutes(db));
    await app.register(productImportRoutes(db));

    route(app, api.listProducts, async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listProducts(db, request.query);
      return { items, total, page, pageSize };
    });
    route(app, api.exportProducts, (request, reply) => exportProducts(db, request.query, request, reply));
    route(app, api.createProduct, (request) => createProduct(db, actorOf(request), request.body));
    route(app, api.getProduct, (request) => getProductDetail(db, request.params.id));
    route(app, api.updateProduct, (request) =>
      updateProduct(db, actorOf(request), request.params.id, request.body),
    );
    route(app, api.deleteProduct, async (request) => {
      await deleteProduct(db, actorOf(request), request.params.id, request.query.version);
      return null;
    });
    route(app, api.changeProductStatus, (request) =>
      changeStatus(db, actorOf(request), request.params.id, request.body),
    );
  };
}
