import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. The CSP lets the console run only its own scripts; styles
 * may be inline because Ant Design writes its theme as <style> elements at run time.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) on every request.
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
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
