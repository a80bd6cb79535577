import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

/** Stock per SKU, adjustments and the stock ledger (access `inventory`). */
export function inventoryRoutes(_db: Db): FastifyPluginAsyncZod {
  return async () => {};
}
