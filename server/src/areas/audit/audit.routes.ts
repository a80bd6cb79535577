import { auditEndpoints as api } from '@shop/contract/areas/audit.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { exportAudit } from './audit.export.js';
import { getAuditEntry, toListItem } from './audit.service.js';
import { auditActors, listAudit } from './audit.table.js';

/** The audit log page: the trail, one entry, the staff filter's names, the export (access `audit`). */
export function auditRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listAudit, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total, capped } = await listAudit(db, request.query, page, pageSize);
      return { items: rows.map(toListItem), total, totalCapped: capped, page, pageSize };
    });
    route(app, api.exportAudit, (request, reply) => exportAudit(db, request.query, request, reply));
    route(app, api.listAuditActors, async () => ({ items: await auditActors(db) }));
    route(app, api.getAuditEntry, (request) => getAuditEntry(db, request.params.id));
  };
}
