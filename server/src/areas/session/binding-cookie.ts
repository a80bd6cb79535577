import { randomBytes } from 'node:crypto';
import { sessionPaths } from '@shop/contract/areas/session';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly cookie tying a sign-in state to the browser that asked for it. Its path covers
 * the login calls only, so it travels nowhere else.
 */
export const BINDING_COOKIE = 'login_binding';

export function issueBinding(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): string {
  const binding = randomBytes(32).toString('base64url');
  reply.setCookie(BINDING_COOKIE, binding, {
    path: sessionPaths.login,
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
  reply.clearCookie(BINDING_COOKIE, { path: sessionPaths.login });
}
