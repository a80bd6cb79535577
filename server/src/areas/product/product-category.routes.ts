import { productEndpoints as api } from '@shop/contract/areas/product.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { createCategory, deleteCategory, updateCategory } from './product-category.service.js';
import { listCategories } from './product-category.table.js';

/** The product category tree (access `product`): read flat, create, edit, delete. */
export function productCategoryRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listProductCategories, () => listCategories(db));
    route(app, api.createProductCategory, (request) => createCategory(db, actorOf(request), request.body));
    route(app, api.updateProductCategory, (request) =>
      updateCategory(db, actorOf(request), request.params.id, request.body),
    );
    route(app, api.deleteProductCategory, async (request) => {
      await deleteCategory(db, actorOf(request), request.params.id, request.query.version);
      return null;
    });
  };
}
