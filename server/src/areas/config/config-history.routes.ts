import { configEndpoints as api } from '@shop/contract/areas/config.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { listHistory } from './config.table.js';
import { toHistoryItem } from './config.values.js';
import { revertEntry } from './config-history.service.js';

/** A config key's history (kept after a delete) and reverting to an earlier value. */
export function configHistoryRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listConfigHistory, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listHistory(db, request.params.key, page, pageSize);
      return { items: rows.map(toHistoryItem), total, page, pageSize };
    });
    route(app, api.revertConfig, (request) =>
      revertEntry(db, actorOf(request), request.params.key, request.body),
    );
  };
}
