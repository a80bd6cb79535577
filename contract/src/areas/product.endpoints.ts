import { z } from 'zod';
import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  categoryBody,
  categoryDeleteQuery,
  categoryUpdateBody,
  idParams,
  productBulkBody,
  productBulkData,
  productBulkPriceBody,
  productBulkPriceData,
  productCategoriesData,
  productCategory,
  productCreateBody,
  productDetail,
  productFilters,
  productImportData,
  productListData,
  productListQuery,
  productStatusBody,
  productUpdateBody,
} from './product.js';

const tag = 'product';
const access = 'product';

/**
 * Products, their SKUs, categories, bulk actions and CSV (access `product`: every role). The CSV
 * import's two endpoints read a multipart `file` themselves (`rawBody`); an import refused for
 * bad rows answers 40000 whose `data` is the same `productImportData` as the dry run.
 */
export const productEndpoints = endpoints(
  endpoint({
    operationId: 'listProducts',
    method: 'GET',
    path: '/base/admin/products',
    access,
    tag,
    summary:
      'Products: search title or SKU code, category (with its subcategories), status, stock state, flags, sort, pages',
    query: productListQuery,
    data: productListData,
  }),
  endpoint({
    operationId: 'exportProducts',
    method: 'GET',
    path: '/base/admin/products/export',
    access: 'product.export',
    tag,
    summary: 'Every product the list filters match, one CSV row per live SKU, streamed (X-Total-Count: rows)',
    query: productFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'createProduct',
    method: 'POST',
    path: '/base/admin/products',
    access,
    tag,
    summary:
      'A new DRAFT product with its options and SKUs (stock 0); SKU codes must be free (400 on skus.N.code)',
    body: productCreateBody,
    data: productDetail,
  }),
  endpoint({
    operationId: 'getProduct',
    method: 'GET',
    path: '/base/admin/products/:id',
    access,
    tag,
    summary: 'A product with its options, SKUs (stock on hand, reserved, available) and images',
    params: idParams,
    data: productDetail,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'updateProduct',
    method: 'PUT',
    path: '/base/admin/products/:id',
    access,
    tag,
    summary:
      'Replace a product at the version read (409 when stale); SKUs kept by id, added, or removed when their stock is 0',
    params: idParams,
    body: productUpdateBody,
    data: productDetail,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION],
  }),
  endpoint({
    operationId: 'deleteProduct',
    method: 'DELETE',
    path: '/base/admin/products/:id',
    access: 'product.delete',
    tag,
    summary:
      'Delete a product and its SKUs at the version read (409 when stale); refused while on sale or holding stock (42203)',
    params: idParams,
    query: categoryDeleteQuery,
    data: z.null(),
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION],
  }),
  endpoint({
    operationId: 'changeProductStatus',
    method: 'POST',
    path: '/base/admin/products/:id/status',
    access: 'product.publish',
    tag,
    summary:
      'Move a product along DRAFT → ON_SALE ↔ OFF_SALE → ARCHIVED → OFF_SALE at the version read; other moves, or going on sale without a priced active SKU, are 42203',
    params: idParams,
    body: productStatusBody,
    data: productDetail,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION],
  }),
  endpoint({
    operationId: 'bulkProducts',
    method: 'POST',
    path: '/base/admin/products/bulk',
    access: 'product.bulk',
    tag,
    summary:
      'Publish, unpublish, archive or delete many products: the allowed ones change in one transaction, the others are listed with the reason; dryRun changes nothing',
    body: productBulkBody,
    data: productBulkData,
  }),
  endpoint({
    operationId: 'bulkProductPrices',
    method: 'POST',
    path: '/base/admin/products/bulk-price',
    access: 'product.bulk',
    tag,
    summary:
      'Set, or shift by a percentage, the price or compare-at price of every SKU of many products; lists each SKU that moves; dryRun changes nothing; 42203 if a product on sale would keep no priced active SKU',
    body: productBulkPriceBody,
    data: productBulkPriceData,
    refusals: [Codes.ILLEGAL_TRANSITION],
  }),
  endpoint({
    operationId: 'productImportTemplate',
    method: 'GET',
    path: '/base/admin/products/import/template',
    access: 'product.bulk',
    tag,
    summary: 'A CSV with the import header and one example row',
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'productImportDryRun',
    method: 'POST',
    path: '/base/admin/products/import/dry-run',
    access: 'product.bulk',
    tag,
    summary:
      'What importing this CSV (multipart field `file`, at most 2 MB, 5000 rows) would do, and every bad row by line; changes nothing. An unusable file (not CSV, header missing product_title, sku_code or price) is 400 on `file`',
    data: productImportData,
    refusals: [Codes.PAYLOAD_TOO_LARGE, Codes.UNSUPPORTED_MEDIA_TYPE],
    rawBody: true,
  }),
  endpoint({
    operationId: 'productImport',
    method: 'POST',
    path: '/base/admin/products/import',
    access: 'product.bulk',
    tag,
    summary:
      'Import a CSV (multipart field `file`) in one transaction. When any row is wrong nothing is written and the answer is 400 whose data is the dry run’s productImportData (errors by line, applied: false); an unusable file is 400 on `file`',
    data: productImportData,
    refusals: [Codes.PAYLOAD_TOO_LARGE, Codes.UNSUPPORTED_MEDIA_TYPE],
    rawBody: true,
  }),
  endpoint({
    operationId: 'listProductCategories',
    method: 'GET',
    path: '/base/admin/product-categories',
    access,
    tag,
    summary: 'Every category, flat, by sort then name, with its count of live products',
    data: productCategoriesData,
  }),
  endpoint({
    operationId: 'createProductCategory',
    method: 'POST',
    path: '/base/admin/product-categories',
    access,
    tag,
    summary: 'A new category; its name must be free under its parent (400 on name)',
    body: categoryBody,
    data: productCategory,
  }),
  endpoint({
    operationId: 'updateProductCategory',
    method: 'PUT',
    path: '/base/admin/product-categories/:id',
    access,
    tag,
    summary:
      'Rename or move a category at the version read (409 when stale); never under itself or its descendants (400 on parentId)',
    params: idParams,
    body: categoryUpdateBody,
    data: productCategory,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT],
  }),
  endpoint({
    operationId: 'deleteProductCategory',
    method: 'DELETE',
    path: '/base/admin/product-categories/:id',
    access: 'product.delete',
    tag,
    summary:
      'Delete a category at the version read (409 when stale); one with subcategories or live products is refused (42203)',
    params: idParams,
    query: categoryDeleteQuery,
    data: z.null(),
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION],
  }),
);
