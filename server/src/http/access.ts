import { isRouteAccess, type RouteAccess } from '@shop/contract/access';
import { Codes } from '@shop/contract/codes';
import { holds } from '@shop/contract/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { authenticate, type SessionPolicy, type StaffPrincipal } from '../areas/session/session-guard.js';
import type { Db } from '../db/client.js';
import { forbidden, refuse } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: a permission of the catalogue, `signedIn` or `public`. Required. */
    access?: RouteAccess;
    /** Accept the token from `?token=` as well as X-Token (spec: user/info only). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member; set on every non-public route before its handler runs. */
    staff: StaffPrincipal | null;
  }
}

export class RouteWithoutAccessError extends Error {}
export class RouteWithoutEndpointError extends Error {}

/** Every route registered on the app, in order, with what it requires; the access test walks it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The contract endpoint it was registered from; absent only outside the API (docs, console). */
  operationId: string | undefined;
}

/** API routes come from contract endpoints; the docs UI and the console's files are not API routes. */
const isApiRoute = (url: string) => url.startsWith('/base/') && !url.startsWith('/base/docs');

function tokenOf(headers: Record<string, unknown>, query: unknown, allowQuery: boolean) {
  const header = headers['x-token'];
  if (typeof header === 'string' && header !== '') return header;
  if (allowQuery && query && typeof query === 'object' && 'token' in query) {
    const value = (query as { token?: unknown }).token;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * The one seam where permissions are checked. Each route names its access in `config.access`;
 * a route that names none stops the server at start-up. Requests are authenticated before their
 * body is parsed, so a caller without rights learns nothing about a route's input.
 */
export function registerAccessControl(app: FastifyInstance, db: Db, policy: SessionPolicy) {
  const pending: RouteOptions[] = [];
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    pending.push(route);
  });

  app.addHook('onReady', async () => {
    for (const route of pending) {
      const access = route.config?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!access || !isRouteAccess(access)) {
        throw new RouteWithoutAccessError(
          `Route ${methods.join(',')} ${route.url} names no access (config.access); every route must name a permission from contract/src/permissions.ts, signedIn or public`,
        );
      }
      const operationId = route.config?.operationId;
      if (isApiRoute(route.url) && !operationId) {
        throw new RouteWithoutEndpointError(
          `Route ${methods.join(',')} ${route.url} was not registered from a contract endpoint; register it with route() from http/endpoint-route.ts`,
        );
      }
      for (const method of methods) routes.push({ method, url: route.url, access, operationId });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (!access || access === 'public') return;
    const token = tokenOf(request.headers, request.query, config.tokenInQuery === true);
    const staff = await authenticate(db, token, policy);
    request.staff = staff;
    if (access === 'signedIn') return;
    // A temporary password opens only the member's own account (to change it) until it is changed.
    if (staff.mustChangePassword) throw refuse(Codes.PASSWORD_CHANGE_REQUIRED, 'session.mustChangePassword');
    if (!holds(staff.grants, access)) throw forbidden();
  });

  return { routes: () => routes };
}

/** Marks every route registered inside `scope` (a plugin's own, like the docs UI) as public. */
export function markScopePublic(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}

/** The signed-in staff member of a non-public route (the access hook guarantees one). */
export function staffOf(request: { staff: StaffPrincipal | null }): StaffPrincipal {
  if (!request.staff) throw new Error('staffOf() called on a route without a signed-in staff member');
  return request.staff;
}
