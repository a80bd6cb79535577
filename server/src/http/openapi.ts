import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { httpStatusOf } from '@shop/contract/codes';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markScopePublic } from './access.js';
import { endpointOf } from './endpoint-route.js';

type Transform = typeof jsonSchemaTransform;

/**
 * zod's transform, plus what only the endpoint knows: a download's or an image's media type as
 * its 200 answer, and each refusal code it may answer under its HTTP status.
 */
const endpointTransform: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const endpoint = endpointOf(input.route.config?.operationId);
  if (!endpoint) return output;
  const response: Record<string, unknown> = { ...(output.schema.response as object | undefined) };
  if (endpoint.media) {
    response[200] = {
      description: `The ${endpoint.media} answer`,
      content: { [endpoint.media]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  for (const code of endpoint.refusals ?? []) {
    const status = String(httpStatusOf[code]);
    const earlier = (response[status] as { description?: string } | undefined)?.description;
    response[status] = { description: earlier ? `${earlier}, ${code}` : `Envelope with code ${code}` };
  }
  return { ...output, schema: { ...output.schema, response } };
};

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
    transform: endpointTransform,
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
