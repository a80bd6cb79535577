import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

/** Placeholder while the area is built (issue 8). */
export function orderRoutes(_db: Db): FastifyPluginAsyncZod {
  return async () => {};
}
