import { searchEndpoints as api } from '@shop/contract/areas/search.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { searchRecords } from './search.service.js';

export function searchRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.searchRecords, async (request) =>
      searchRecords(db, staffOf(request).grants, request.query.q),
    );
  };
}
