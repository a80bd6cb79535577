import { pointEndpoints as api } from '@shop/contract/areas/point.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { markReplay } from '../../http/idempotency.js';
import { exportLedger } from './point.export.js';
import { adjustPoints, getCustomerPoints } from './point.service.js';
import { listLedger, toLedgerEntry } from './point-ledger.table.js';
import { getPointRules, updatePointRules } from './point-rules.service.js';

/** The points ledger, a customer's points, staff adjusts and the rules (access `point`). */
export function pointRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listPointLedger, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total, capped } = await listLedger(db, request.query, page, pageSize);
      return { items: rows.map(toLedgerEntry), total, totalCapped: capped, page, pageSize };
    });
    route(app, api.exportPointLedger, (request, reply) => exportLedger(db, request.query, request, reply));
    route(app, api.getCustomerPoints, (request) => getCustomerPoints(db, request.params.id));
    route(app, api.adjustPoints, async (request, reply) =>
      markReplay(reply, await adjustPoints(db, actorOf(request), request.body)),
    );
    route(app, api.getPointRules, () => getPointRules(db));
    route(app, api.updatePointRules, (request) => updatePointRules(db, actorOf(request), request.body));
  };
}
