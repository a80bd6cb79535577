import { healthData, healthPaths } from '@shop/contract/areas/health';
import { Codes } from '@shop/contract/codes';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      healthPaths.health,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'getHealth',
          tags: ['health'],
          summary: '200 while the database answers, 503 when it does not',
          response: { 200: envelopeOf(healthData), 503: envelopeOf(healthData) },
        },
      },
      async (_request, reply) => {
        const up = await database.ping();
        const data = { status: up ? ('ok' as const) : ('unavailable' as const), database: database.kind };
        if (up) return ok(data);
        return reply.code(503).send({ code: Codes.UNAVAILABLE, message: 'Database unavailable', data });
      },
    );
  };
}
