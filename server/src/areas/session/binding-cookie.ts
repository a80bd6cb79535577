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

/** A fresh binding; its digest goes into the state, and the cookie is set once the state exists. */
export function newBinding(): string {
  return randomBytes(32).toString('base64url');
}

/** Gives the browser its binding (after the state was stored: a refused start sets no cookie). */
export function setBinding(
  request: FastifyRequest,
  reply: FastifyReply,
  binding: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(BINDING_COOKIE, binding, {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function bindingOf(request: FastifyRequest): string | undefined {
  return request.cookies[BINDING_COOKIE];
}

export function clearBinding(reply: FastifyReply): void {
  reply.clearCookie(BINDING_COOKIE, { path: LOGIN_PATH });
}
