import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. On pages the CSP lets the console run only its own scripts;
 * styles may be inline because Ant Design writes its theme as <style> elements at run time.
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
    if (isJsonApi(request.url)) {
      reply.headers(apiSecurityHeaders);
      done();
    } else {
      setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
    }
  });
}

/**
 * JSON answers are never rendered as pages, so they carry the short set OWASP's REST cheat sheet
 * gives for APIs instead of the page set: nothing may load from them or frame them, no sniffing,
 * and (being personal and changing with every write) no caching anywhere.
 */
export const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function isJsonApi(url: string): boolean {
  return (url.startsWith('/base/') || url === '/base') && !url.startsWith('/base/docs');
}
