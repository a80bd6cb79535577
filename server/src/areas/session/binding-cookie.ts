import { randomBytes } from 'node:crypto';
import { sessionEndpoints } from '@shop/contract/areas/session.endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly cookie tying a sign-in state to the browser that asked for it. Its path covers
 * the login calls only, so it travels nowhere else.
 */
export const BINDING_COOKIE = 'login_binding';

/** The spec's redemption call, where the cookie is read. */
const LOGIN_PATH = sessionEndpoints.login.path;

export function issueBinding(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): string {
  const binding = randomBytes(32).toString('base64url');
  reply.setCookie(BINDING_COOKIE, binding, {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
  return binding;
}

export function bindingOf(request: FastifyRequest): string | undefined {
  return request.cookies[BINDING_COOKIE];
}

export function clearBinding(reply: FastifyReply): void {
  reply.clearCookie(BINDING_COOKIE, { path: LOGIN_PATH });
}
