import { sessionEndpoints as api } from '@shop/contract/areas/session.endpoints';
import { LOGIN_STATE_TTL_SECONDS } from '@shop/contract/areas/session-limits';
import { holds, permissions } from '@shop/contract/permissions';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { switchableRoles } from './account.service.js';
import { bindingOf, clearBinding, newBinding, setBinding } from './binding-cookie.js';
import { deviceOf, setDeviceCookie } from './known-device.js';
import type { SessionLifetime } from './session.service.js';
import { endSession, issuePasswordState, redeemState } from './session.service.js';

export function sessionRoutes(db: Db, lifetime: SessionLifetime): FastifyPluginAsync {
  return async (app) => {
    route(app, api.loginWithPassword, async (request, reply) => {
      const binding = newBinding();
      const { state, expiresAt } = await issuePasswordState(
        db,
        { ...request.body, binding },
        { ip: request.ip, userAgent: request.headers['user-agent'], device: deviceOf(request) },
      );
      setBinding(request, reply, binding, LOGIN_STATE_TTL_SECONDS);
      return { state, expiresAt: expiresAt.toISOString() };
    });

    route(app, api.login, async (request, reply) => {
      const { token, device } = await redeemState(
        db,
        { state: request.query.state, binding: bindingOf(request) },
        { ip: request.ip, userAgent: request.headers['user-agent'], device: deviceOf(request) },
        lifetime,
      );
      clearBinding(reply);
      setDeviceCookie(request, reply, device);
      return { token };
    });

    // tokenInQuery: the spec sends the token as `?token=` too (never logged).
    route(app, api.getUserInfo, async (request) => {
      const staff = staffOf(request);
      return {
        roles: staff.roles,
        name: staff.name,
        avatar: staff.avatar,
        introduction: staff.introduction,
        switchableRoles: await switchableRoles(db, staff.accountRoles),
        permissions: staff.grants.all ? [...permissions] : permissions.filter((p) => holds(staff.grants, p)),
        mustChangePassword: staff.mustChangePassword,
      };
    });

    route(app, api.logout, async (request) => {
      await endSession(db, staffOf(request).tokenHash);
      return null;
    });
  };
}
