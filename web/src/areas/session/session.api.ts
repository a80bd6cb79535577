import type { PasswordStepBody, UserInfo } from '@shop/contract/areas/session';
import { call } from '../../lib/api';

/**
 * The sign-in calls of the login page and the session store. Only types come from the contract
 * and `call` finds method and path in the zod-free route table: the login page carries no zod.
 */

/** Checks a username and password; the answer's `state` is redeemed by `login` within 2 minutes. */
export function passwordStep(body: PasswordStepBody) {
  return call('loginWithPassword', { body });
}

/**
 * B-A4: redeems a one-time state for a session token; no credentials travel here. Typed as the
 * answer may come (B-A5): the store refuses one without data or without a token.
 */
export function login(state: string): Promise<{ token?: unknown } | null | undefined> {
  return call('login', { query: { state } });
}

/** B-A10: the signed-in staff member; the token goes in the query as well as in X-Token. */
export function getInfo(token: string): Promise<Partial<UserInfo> | null | undefined> {
  return call('getUserInfo', { query: { token } });
}

export function logout() {
  return call('logout');
}
