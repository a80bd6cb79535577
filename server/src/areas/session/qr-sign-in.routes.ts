import {
  accountPaths,
  QR_STATE_TTL_SECONDS,
  qrScanData,
  qrStartData,
  qrStateBody,
  qrStatusData,
  qrStatusParams,
} from '@shop/contract/areas/session';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { bindingOf, issueBinding } from './binding-cookie.js';
import { confirmQr, qrStatus, scanQr, startQrSignIn } from './qr-sign-in.service.js';

const tags = ['session'];

export function qrSignInRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      accountPaths.qrStart,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'startQrLogin',
          tags,
          summary: 'Start a sign-in confirmed from a phone that is already signed in; returns the QR path',
          response: { 200: envelopeOf(qrStartData) },
        },
      },
      async (request, reply) => {
        const binding = issueBinding(request, reply, QR_STATE_TTL_SECONDS);
        const started = await startQrSignIn(db, binding, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return ok({ ...started, expiresAt: started.expiresAt.toISOString() });
      },
    );

    app.get(
      accountPaths.qrStatus,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'getQrLoginStatus',
          tags,
          summary: 'Where a QR sign-in stands; only the browser that started it may ask',
          params: qrStatusParams,
          response: { 200: envelopeOf(qrStatusData) },
        },
      },
      async (request) => ok({ status: await qrStatus(db, request.params.state, bindingOf(request)) }),
    );

    app.post(
      accountPaths.qrScan,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'scanQrLogin',
          tags,
          summary: 'The phone opened a QR code: marks it scanned and tells which device asked',
          body: qrStateBody,
          response: { 200: envelopeOf(qrScanData) },
        },
      },
      async (request) => ok(await scanQr(db, request.body.state)),
    );

    app.post(
      accountPaths.qrConfirm,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'confirmQrLogin',
          tags,
          summary: 'Let the device that showed the QR code sign in as the signed-in staff member',
          body: qrStateBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await confirmQr(db, request.body.state, staffOf(request).staffUserId);
        return ok(null);
      },
    );
  };
}
