import {
  infoQuery,
  LOGIN_STATE_TTL_SECONDS,
  loginData,
  loginQuery,
  passwordStepBody,
  passwordStepData,
  sessionPaths,
  userInfo,
} from '@shop/contract/areas/session';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { switchableRoles } from './account.service.js';
import { bindingOf, clearBinding, issueBinding } from './binding-cookie.js';
import type { SessionLifetime } from './session.service.js';
import { endSession, issuePasswordState, redeemState } from './session.service.js';

const tags = ['session'];

export function sessionRoutes(db: Db, lifetime: SessionLifetime): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      sessionPaths.passwordStep,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'loginWithPassword',
          tags,
          summary: 'Check a username and password; returns a one-time state to redeem within 2 minutes',
          body: passwordStepBody,
          response: { 200: envelopeOf(passwordStepData) },
        },
      },
      async (request, reply) => {
        const binding = issueBinding(request, reply, LOGIN_STATE_TTL_SECONDS);
        const { state, expiresAt } = await issuePasswordState(
          db,
          { ...request.body, binding },
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        );
        return ok({ state, expiresAt: expiresAt.toISOString() });
      },
    );

    app.post(
      sessionPaths.login,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'login',
          tags,
          summary: 'Redeem a one-time login state for a session token',
          querystring: loginQuery,
          response: { 200: envelopeOf(loginData) },
        },
      },
      async (request, reply) => {
        const result = await redeemState(
          db,
          { state: request.query.state, binding: bindingOf(request) },
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          lifetime,
        );
        clearBinding(reply);
        return ok(result);
      },
    );

    app.get(
      sessionPaths.info,
      {
        config: { access: 'signedIn', tokenInQuery: true },
        schema: {
          operationId: 'getUserInfo',
          tags,
          summary: 'The signed-in staff member: roles, name, avatar, introduction',
          querystring: infoQuery,
          response: { 200: envelopeOf(userInfo) },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        return ok({
          roles: staff.roles,
          name: staff.name,
          avatar: staff.avatar,
          introduction: staff.introduction,
          switchableRoles: switchableRoles(staff.accountRoles),
        });
      },
    );

    app.post(
      sessionPaths.logout,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId: 'logout',
          tags,
          summary: 'End this session; its token is dead afterwards',
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await endSession(db, staffOf(request).tokenHash);
        return ok(null);
      },
    );
  };
}
