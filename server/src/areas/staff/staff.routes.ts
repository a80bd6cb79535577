import { staffEndpoints as api } from '@shop/contract/areas/staff.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { exportStaff } from './staff.export.js';
import { getStaff, patchStaff, toItem } from './staff.service.js';
import { listStaff } from './staff.table.js';

export function staffRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listStaff, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listStaff(db, request.query);
      return { items: rows.map(toItem), total, page, pageSize };
    });
    route(app, api.exportStaff, (request, reply) => exportStaff(db, request.query, request, reply));
    route(app, api.getStaff, (request) => getStaff(db, request.params.id));
    route(app, api.updateStaff, (request) =>
      patchStaff(db, staffOf(request), actorOf(request), request.params.id, request.body),
    );
  };
}
