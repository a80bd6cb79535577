import { sessionEndpoints } from '@shop/contract/areas/session.endpoints';
import { staffEndpoints } from '@shop/contract/areas/staff.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { listOwnSignIns, listStaffSignIns } from './sign-in-log.js';

/** The sign-in log: a member's attempts in the staff drawer, and one's own on the profile. */
export function signInLogRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, staffEndpoints.listStaffSignIns, (request) =>
      listStaffSignIns(db, request.params.id, request.query),
    );
    route(app, sessionEndpoints.listOwnSignIns, async (request) => ({
      items: await listOwnSignIns(db, staffOf(request).staffUserId),
    }));
  };
}
