import { endpoint, endpoints } from '../endpoint.js';
import { searchData, searchQuery } from './search.js';

/**
 * The navbar search across areas. Every signed-in role may ask; each group is filled only when
 * the caller may open its area (orders `order`, customers `user`, products `product`).
 */
export const searchEndpoints = endpoints(
  endpoint({
    operationId: 'searchRecords',
    method: 'GET',
    path: '/base/admin/search',
    access: 'signedIn',
    tag: 'search',
    summary: 'Orders by number, customers by name or phone, products by title, pinyin or SKU code (prefixes)',
    query: searchQuery,
    data: searchData,
  }),
);
