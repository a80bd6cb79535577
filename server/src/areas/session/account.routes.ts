import {
  accountPaths,
  loginData,
  passwordBody,
  profileBody,
  profileData,
  sessionListData,
  sessionParams,
  switchRoleBody,
} from '@shop/contract/areas/session';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import {
  changePassword,
  endOwnSession,
  getProfile,
  listSessions,
  switchRole,
  updateProfile,
} from './account.service.js';
import type { SessionLifetime } from './session.service.js';

const tags = ['account'];

/** The signed-in staff member's own account: profile, password, sessions, developer role switch. */
export function accountRoutes(
  db: Db,
  lifetime: SessionLifetime & { idleMinutes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    const client = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    app.post(
      accountPaths.switchRole,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'switchRole',
          tags,
          summary: 'Developers only: a new session acting as another role (developer switches back)',
          body: switchRoleBody,
          response: { 200: envelopeOf(loginData) },
        },
      },
      async (request) =>
        ok(await switchRole(db, staffOf(request), request.body.role, client(request), lifetime)),
    );

    app.get(
      accountPaths.profile,
      {
        config: { access: 'signedIn' },
        schema: { operationId: 'getProfile', tags, response: { 200: envelopeOf(profileData) } },
      },
      async (request) => ok(await getProfile(db, staffOf(request).staffUserId)),
    );

    app.put(
      accountPaths.profile,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'updateProfile',
          tags,
          summary: 'Change your own name, avatar and introduction',
          body: profileBody,
          response: { 200: envelopeOf(profileData) },
        },
      },
      async (request) => ok(await updateProfile(db, staffOf(request).staffUserId, request.body)),
    );

    app.post(
      accountPaths.password,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'changePassword',
          tags,
          summary: 'Change your password (the current one is required); your other sessions end',
          body: passwordBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await changePassword(db, staffOf(request), request.body, client(request));
        return ok(null);
      },
    );

    app.get(
      accountPaths.sessions,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'listOwnSessions',
          tags,
          summary: 'Your sessions that are still active',
          response: { 200: envelopeOf(sessionListData) },
        },
      },
      async (request) => ok({ items: await listSessions(db, staffOf(request), lifetime.idleMinutes) }),
    );

    app.delete(
      accountPaths.session,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'endOwnSession',
          tags,
          summary: 'Sign out one of your sessions',
          params: sessionParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await endOwnSession(db, staffOf(request), request.params.id);
        return ok(null);
      },
    );
  };
}
