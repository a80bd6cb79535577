import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markScopePublic } from './access.js';

/** OpenAPI generated from the routes' own zod schemas; UI at /base/docs, JSON at /base/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Handmade shop console API',
        version: '0.1.0',
        description:
          'Every answer is the envelope {code, message, data}; code 20000 is success. Send the session token in X-Token.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markScopePublic(scope);
    await scope.register(swaggerUi, {
      routePrefix: '/base/docs',
      // The docs page gets the same strict policy as the console (no inline scripts, no framing).
      staticCSP:
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    });
  });
}
