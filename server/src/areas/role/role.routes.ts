import { roleEndpoints as api } from '@shop/contract/areas/role.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { listRoles } from './role.table.js';

export function roleRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listRoles, async () => ({ items: await listRoles(db) }));
  };
}
