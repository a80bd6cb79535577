import { sessionEndpoints as api } from '@shop/contract/areas/session.endpoints';
import { QR_STATE_TTL_SECONDS } from '@shop/contract/areas/session-limits';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { bindingOf, newBinding, setBinding } from './binding-cookie.js';
import { confirmQr, qrStatus, scanQr, startQrSignIn } from './qr-sign-in.service.js';

export function qrSignInRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.startQrLogin, async (request, reply) => {
      const binding = newBinding();
      const started = await startQrSignIn(db, binding, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setBinding(request, reply, binding, QR_STATE_TTL_SECONDS);
      return { ...started, expiresAt: started.expiresAt.toISOString() };
    });

    route(app, api.getQrLoginStatus, async (request) => ({
      status: await qrStatus(db, request.params.state, bindingOf(request)),
    }));

    route(app, api.scanQrLogin, (request) => scanQr(db, request.body.state));

    route(app, api.confirmQrLogin, async (request) => {
      await confirmQr(db, request.body.state, staffOf(request).staffUserId);
      return null;
    });
  };
}
