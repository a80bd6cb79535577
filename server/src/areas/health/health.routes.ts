import { healthEndpoints as api } from '@shop/contract/areas/health.endpoints';
import { Codes } from '@shop/contract/codes';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { refuseWith } from '../../http/app-error.js';
import { route } from '../../http/endpoint-route.js';

export function healthRoutes(database: Database): FastifyPluginAsync {
  return async (app) => {
    route(app, api.getHealth, async () => {
      if (await database.ping()) return { status: 'ok' as const, database: database.kind };
      // 503 with the same data, so a monitor reads which database is down.
      throw refuseWith(
        Codes.UNAVAILABLE,
        { status: 'unavailable', database: database.kind },
        'health.databaseUnavailable',
      );
    });
  };
}
