import { roleEndpoints as api } from '@shop/contract/areas/role.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { createRole, deleteRole, getRole, updateRole } from './role.service.js';
import { listRoles } from './role.table.js';

export function roleRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listRoles, async () => ({ items: await listRoles(db) }));
    route(app, api.getRole, (request) => getRole(db, request.params.name));
    route(app, api.createRole, (request) =>
      createRole(db, staffOf(request).grants, actorOf(request), request.body),
    );
    route(app, api.updateRole, (request) =>
      updateRole(db, staffOf(request).grants, actorOf(request), request.params.name, request.body),
    );
    route(app, api.deleteRole, async (request) => {
      await deleteRole(db, actorOf(request), request.params.name, request.query.version);
      return null;
    });
  };
}
