import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articleRoutes } from './areas/article/article.routes.js';
import { auditRoutes } from './areas/audit/audit.routes.js';
import { boxRoutes } from './areas/box/box.routes.js';
import { boxDrawRoutes } from './areas/box/box-draw.routes.js';
import { configRoutes } from './areas/config/config.routes.js';
import { configHistoryRoutes } from './areas/config/config-history.routes.js';
import { mainPageRoutes } from './areas/config/main-page.routes.js';
import { customerRoutes } from './areas/customer/customer.routes.js';
import { dashboardRoutes } from './areas/dashboard/dashboard.routes.js';
import { exchangeRoutes } from './areas/exchange/exchange.routes.js';
import { feedRoutes } from './areas/feed/feed.routes.js';
import { healthRoutes } from './areas/health/health.routes.js';
import { inventoryRoutes } from './areas/inventory/inventory.routes.js';
import { mediaRoutes } from './areas/media/media.routes.js';
import { orderRoutes } from './areas/order/order.routes.js';
import { paymentRoutes } from './areas/payment/payment.routes.js';
import { pointRoutes } from './areas/point/point.routes.js';
import { productRoutes } from './areas/product/product.routes.js';
import { roleRoutes } from './areas/role/role.routes.js';
import { searchRoutes } from './areas/search/search.routes.js';
import { accountRoutes } from './areas/session/account.routes.js';
import { qrSignInRoutes } from './areas/session/qr-sign-in.routes.js';
import { sessionRoutes } from './areas/session/session.routes.js';
import { signInLogRoutes } from './areas/session/sign-in-log.routes.js';
import { staffRoutes } from './areas/staff/staff.routes.js';
import { staffAccountRoutes } from './areas/staff/staff-account.routes.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type RegisteredRoute, registerAccessControl } from './http/access.js';
import {
  connectionErrors,
  frameworkErrors,
  refuseWhileClosing,
  registerEnvelopeErrors,
} from './http/envelope-errors.js';
import { inputValidatorCompiler } from './http/input-validator.js';
import { BODY_LIMIT_BYTES, registerJsonBodyParser } from './http/json-body.js';
import { errorForLog, urlForLog } from './http/log-redaction.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerStaticConsole } from './http/static-console.js';
import { zodSerializerCompiler } from './http/zod-serializer.js';
import { seedConfig } from './seed/config-seed.js';

export type AppSettings = Pick<
  Config,
  'LOG_LEVEL' | 'TRUST_PROXY' | 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'
> & { webDist?: string | undefined };

export interface BuildAppOptions {
  settings: AppSettings;
  database: Database;
  /** Where log lines go; defaults to stdout. Tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
}

export type App = FastifyInstance & { registeredRoutes(): RegisteredRoute[] };

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function loggerOptions(
  settings: AppSettings,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: settings.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers["x-token"]', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: errorForLog,
      req: (req) => ({
        id: req.id,
        method: req.method,
        url: urlForLog(req.url, (req as { params?: unknown }).params),
        ip: req.ip,
      }),
    },
  };
}

/** Builds the whole server without listening, so tests drive it with `inject` on a real database. */
export async function buildApp({ settings, database, logStream }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(settings, logStream),
    genReqId: () => randomUUID(),
    // Believe X-Forwarded-For only for the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < settings.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler: connectionErrors,
    // Requests during a close get our 503 envelope instead (refuseWhileClosing).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First of all hooks: every answer carries the security headers, whichever later hook refuses.
  registerSecurityHeaders(app);
  refuseWhileClosing(app);
  const access = registerAccessControl(app, database.db, { idleMinutes: settings.SESSION_IDLE_MINUTES });
  registerEnvelopeErrors(app);
  registerJsonBodyParser(app);
  await app.register(cookie);
  // Answers above 1 KB go compressed when the client accepts it: list pages are JSON of tens of
  // KB. Brotli at quality 4 costs about as much CPU as gzip for a smaller answer; the console's
  // files are compressed once at build and are left as they are (they carry Content-Encoding).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);

  // System config keys are structural (the console and later areas read them), so every app on
  // any database has them, whatever SEED says; a key a later release declares appears here.
  const configKeys = await seedConfig(database.db);
  if (configKeys.length > 0) app.log.info({ keys: configKeys }, 'added the system config keys');

  await app.register(healthRoutes(database));
  await app.register(sessionRoutes(database.db, { maxHours: settings.SESSION_MAX_HOURS }));
  await app.register(qrSignInRoutes(database.db));
  await app.register(signInLogRoutes(database.db));
  await app.register(
    accountRoutes(database.db, {
      maxHours: settings.SESSION_MAX_HOURS,
      idleMinutes: settings.SESSION_IDLE_MINUTES,
    }),
  );
  await app.register(staffRoutes(database.db));
  await app.register(staffAccountRoutes(database.db));
  await app.register(roleRoutes(database.db));
  await app.register(configRoutes(database.db));
  await app.register(configHistoryRoutes(database.db));
  await app.register(mainPageRoutes(database.db));
  await app.register(mediaRoutes(database.db));
  await app.register(productRoutes(database.db));
  await app.register(inventoryRoutes(database.db));
  await app.register(customerRoutes(database.db));
  await app.register(orderRoutes(database.db));
  await app.register(paymentRoutes(database.db));
  await app.register(exchangeRoutes(database.db));
  await app.register(boxRoutes(database.db));
  await app.register(boxDrawRoutes(database.db));
  await app.register(feedRoutes(database.db));
  await app.register(pointRoutes(database.db));
  await app.register(searchRoutes(database.db));
  await app.register(auditRoutes(database.db));
  await app.register(dashboardRoutes(database.db));
  await app.register(articleRoutes(database.db));

  await registerStaticConsole(app, settings.webDist ?? defaultWebDist);

  return Object.assign(app, { registeredRoutes: access.routes }) as unknown as App;
}
