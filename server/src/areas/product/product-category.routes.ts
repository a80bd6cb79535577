import {
  categoryBody,
  categoryDeleteQuery,
  categoryUpdateBody,
  idParams,
  productCategoriesData,
  productCategory,
  productPaths,
} from '@shop/contract/areas/product';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { createCategory, deleteCategory, updateCategory } from './product-category.service.js';
import { listCategories } from './product-category.table.js';

const tags = ['product'];

/** The product category tree (access `product`): read flat, create, edit, delete. */
export function productCategoryRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      productPaths.categories,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'listProductCategories',
          tags,
          summary: 'Every category, flat, by sort then name, with its count of live products',
          response: { 200: envelopeOf(productCategoriesData) },
        },
      },
      async () => ok(await listCategories(db)),
    );

    app.post(
      productPaths.categories,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'createProductCategory',
          tags,
          summary: 'A new category; its name must be free under its parent (400 on name)',
          body: categoryBody,
          response: { 200: envelopeOf(productCategory) },
        },
      },
      async (request) => ok(await createCategory(db, actorOf(request), request.body)),
    );

    app.put(
      productPaths.category,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'updateProductCategory',
          tags,
          summary:
            'Rename or move a category at the version read (409 when stale); never under itself or its descendants (400 on parentId)',
          params: idParams,
          body: categoryUpdateBody,
          response: { 200: envelopeOf(productCategory) },
        },
      },
      async (request) => ok(await updateCategory(db, actorOf(request), request.params.id, request.body)),
    );

    app.delete(
      productPaths.category,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'deleteProductCategory',
          tags,
          summary:
            'Delete a category at the version read (409 when stale); one with subcategories or live products is refused (42203)',
          params: idParams,
          querystring: categoryDeleteQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deleteCategory(db, actorOf(request), request.params.id, request.query.version);
        return ok(null);
      },
    );
  };
}
