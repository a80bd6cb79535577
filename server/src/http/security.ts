import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP lets the console run only its own scripts; styles
 * may be inline because Ant Design writes its theme as <style> elements at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // The server may run on plain http on a shop's own network; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // API answers are personal and change with every write: never cache them anywhere.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/base/')) reply.header('cache-control', 'no-store');
  });
}

/** The query values that are secrets, so they never reach a log line. */
const secretQuery = /([?&](?:token|state)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretQuery, '$1[redacted]');
}
