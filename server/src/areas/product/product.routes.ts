import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

/** Products, their SKUs, categories, bulk actions and CSV (access `product`). */
export function productRoutes(_db: Db): FastifyPluginAsyncZod {
  return async () => {};
}
