import {
  categoryDeleteQuery,
  idParams,
  productCreateBody,
  productDetail,
  productFilters,
  productListData,
  productListQuery,
  productPaths,
  productStatusBody,
  productUpdateBody,
} from '@shop/contract/areas/product';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { createProduct, updateProduct } from './product.service.js';
import { productBulkRoutes } from './product-bulk.routes.js';
import { productCategoryRoutes } from './product-category.routes.js';
import { getProductDetail } from './product-detail.table.js';
import { exportProducts } from './product-export.js';
import { productImportRoutes } from './product-import.routes.js';
import { listProducts } from './product-list.table.js';
import { changeStatus, deleteProduct } from './product-status.service.js';

const tags = ['product'];

/**
 * Products, their SKUs, categories, bulk actions and CSV (access `product`: every role). This
 * plugin holds the product itself; categories, bulk actions and the CSV import (which alone
 * accepts multipart bodies) are registered inside it.
 */
export function productRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(productCategoryRoutes(db));
    await app.register(productBulkRoutes(db));
    await app.register(productImportRoutes(db));

    app.get(
      productPaths.list,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'listProducts',
          tags,
          summary:
            'Products: search title or SKU code, category (with its subcategories), status, stock state, flags, sort, pages',
          querystring: productListQuery,
          response: { 200: envelopeOf(productListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { items, total } = await listProducts(db, request.query);
        return ok({ items, total, page, pageSize });
      },
    );

    app.get(
      productPaths.export,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'exportProducts',
          tags,
          summary:
            'Every product the list filters match, one CSV row per live SKU, streamed (X-Total-Count: rows)',
          querystring: productFilters,
        },
      },
      (request, reply) => exportProducts(db, request.query, request, reply),
    );

    app.post(
      productPaths.list,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'createProduct',
          tags,
          summary:
            'A new DRAFT product with its options and SKUs (stock 0); SKU codes must be free (400 on skus.N.code)',
          body: productCreateBody,
          response: { 200: envelopeOf(productDetail) },
        },
      },
      async (request) => ok(await createProduct(db, actorOf(request), request.body)),
    );

    app.get(
      productPaths.item,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'getProduct',
          tags,
          summary: 'A product with its options, SKUs (stock on hand, reserved, available) and images',
          params: idParams,
          response: { 200: envelopeOf(productDetail) },
        },
      },
      async (request) => ok(await getProductDetail(db, request.params.id)),
    );

    app.put(
      productPaths.item,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'updateProduct',
          tags,
          summary:
            'Replace a product at the version read (409 when stale); SKUs kept by id, added, or removed when their stock is 0',
          params: idParams,
          body: productUpdateBody,
          response: { 200: envelopeOf(productDetail) },
        },
      },
      async (request) => ok(await updateProduct(db, actorOf(request), request.params.id, request.body)),
    );

    app.delete(
      productPaths.item,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'deleteProduct',
          tags,
          summary:
            'Delete a product and its SKUs at the version read (409 when stale); refused while on sale or holding stock (42203)',
          params: idParams,
          querystring: categoryDeleteQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deleteProduct(db, actorOf(request), request.params.id, request.query.version);
        return ok(null);
      },
    );

    app.post(
      productPaths.status,
      {
        config: { access: 'product' },
        schema: {
          operationId: 'changeProductStatus',
          tags,
          summary:
            'Move a product along DRAFT → ON_SALE ↔ OFF_SALE → ARCHIVED → OFF_SALE at the version read; other moves, or going on sale without a priced active SKU, are 42203',
          params: idParams,
          body: productStatusBody,
          response: { 200: envelopeOf(productDetail) },
        },
      },
      async (request) => ok(await changeStatus(db, actorOf(request), request.params.id, request.body)),
    );
  };
}
