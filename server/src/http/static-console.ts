import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markScopePublic } from './access.js';
import { sendNotFound } from './envelope-errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console beside the API: hashed assets cached for a year, everything else
 * revalidated, each in the smallest encoding the browser accepts (compressed at build), and any
 * non-API path answered with index.html so the console's router decides.
 */
export async function registerStaticConsole(app: FastifyInstance, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(async (scope) => {
      markScopePublic(scope);
      await scope.register(fastifyStatic, {
        root: webDist,
        index: 'index.html',
        wildcard: true,
        // The build writes .br and .gz beside each text file (web/vite-precompress.ts).
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
          reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/base' || request.url.startsWith('/base/') || request.url.startsWith('/base?');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(reply, request.method, request.url);
    }
    if (!built) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The console is not built yet: run `npm run build`, then reload.');
    }
    // A missing hashed asset must stay a 404, or a stale page would run index.html as a script.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
