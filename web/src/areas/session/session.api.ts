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

type InfoAnswer = Promise<Partial<UserInfo> | null | undefined>;

/** The last user-info request and its token: a page load asks once and every reader shares it. */
let lastInfo: { token: string; answer: InfoAnswer } | undefined;

/** B-A10: the signed-in staff member; the token goes in the query as well as in X-Token. */
export function getInfo(token: string): InfoAnswer {
  const answer = call('getUserInfo', { query: { token } });
  lastInfo = { token, answer };
  // A failed answer is not kept: the next reader asks again.
  answer.catch(() => {
    if (lastInfo?.answer === answer) lastInfo = undefined;
  });
  return answer;
}

/**
 * The user info already asked for this token (the guard's, on each page load), else a new
 * request: what the info says besides roles and name (the roles one may switch to) needs no
 * second call.
 */
export function infoFor(token: string): InfoAnswer {
  return lastInfo?.token === token ? lastInfo.answer : getInfo(token);
}

export function logout() {
  return call('logout');
}
