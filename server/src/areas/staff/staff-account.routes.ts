import { staffAccountEndpoints as api } from '@shop/contract/areas/staff-account.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { checkPasswordLink, setPasswordWithLink } from './password-link.service.js';
import { createStaff, endStaffSessions, resetStaffPassword } from './staff-account.service.js';

/** A staff account's lifecycle, and the public set-password link. */
export function staffAccountRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.createStaff, (request) =>
      createStaff(db, staffOf(request), actorOf(request), request.body),
    );
    route(app, api.resetStaffPassword, (request) =>
      resetStaffPassword(db, staffOf(request), actorOf(request), request.params.id, request.body),
    );
    route(app, api.endStaffSessions, (request) =>
      endStaffSessions(db, staffOf(request), actorOf(request), request.params.id),
    );
    route(app, api.checkPasswordLink, (request) =>
      checkPasswordLink(db, request.body.token, { ip: request.ip }),
    );
    route(app, api.setPasswordWithLink, (request) =>
      setPasswordWithLink(db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    );
  };
}
