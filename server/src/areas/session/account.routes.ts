import { sessionEndpoints as api } from '@shop/contract/areas/session.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import {
  changePassword,
  endOwnSession,
  getProfile,
  listSessions,
  switchRole,
  updateProfile,
} from './account.service.js';
import type { SessionLifetime } from './session.service.js';

/** The signed-in staff member's own account: profile, password, sessions, developer role switch. */
export function accountRoutes(
  db: Db,
  lifetime: SessionLifetime & { idleMinutes: number },
): FastifyPluginAsync {
  return async (app) => {
    const client = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    route(app, api.switchRole, (request) =>
      switchRole(db, staffOf(request), request.body.role, client(request), lifetime),
    );

    route(app, api.getProfile, (request) => getProfile(db, staffOf(request).staffUserId));

    route(app, api.updateProfile, (request) => updateProfile(db, staffOf(request).staffUserId, request.body));

    route(app, api.changePassword, async (request) => {
      await changePassword(db, staffOf(request), request.body, client(request));
      return null;
    });

    route(app, api.listOwnSessions, async (request) => ({
      items: await listSessions(db, staffOf(request), lifetime.idleMinutes),
    }));

    route(app, api.endOwnSession, async (request) => {
      await endOwnSession(db, staffOf(request), request.params.id);
      return null;
    });
  };
}
