import { sessionEndpoints } from '@shop/contract/areas/session.endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../../lib/tokens.js';

/**
 * The HttpOnly cookie tying a sign-in state to the browser that asked for it. Its path covers
 * the login calls only, so it travels nowhere else.
 */
export const BINDING_COOKIE = 'login_binding';

/** The spec's redemption call, where the cookie is read. */
const LOGIN_PATH = sessionEndpoints.login.path;

/** A fresh binding; its digest goes into the state, and the cookie is set once the state exists. */
export function newBinding(): string {
  return newToken();
}

/**
 * Sets an HttpOnly cookie that only the login calls receive: the binding here, the known device
 * (known-device.ts) too.
 */
export function setLoginCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(name, value, {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/** Gives the browser its binding (after the state was stored: a refused start sets no cookie). */
export function setBinding(
  request: FastifyRequest,
  reply: FastifyReply,
  binding: string,
  maxAgeSeconds: number,
): void {
  setLoginCookie(request, reply, BINDING_COOKIE, binding, maxAgeSeconds);
}

export function bindingOf(request: FastifyRequest): string | undefined {
  return request.cookies[BINDING_COOKIE];
}

export function clearBinding(reply: FastifyReply): void {
  reply.clearCookie(BINDING_COOKIE, { path: LOGIN_PATH });
}
