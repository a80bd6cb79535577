import type { PasswordStepBody, UserInfo } from '@shop/contract/areas/session';
import { request, underBase } from '../../lib/request';
import { sessionPaths } from './session-contract';

/** Checks a username and password; the answer's `state` is redeemed by `login` within 2 minutes. */
export function passwordStep(body: PasswordStepBody) {
  return request<{ state: string; expiresAt: string }>(underBase(sessionPaths.passwordStep), {
    method: 'POST',
    data: body,
  });
}

/** B-A4: redeems a one-time state for a session token; no credentials travel here. */
export function login(state: string) {
  return request<{ token?: string } | null | undefined>(underBase(sessionPaths.login), {
    method: 'POST',
    params: { state },
  });
}

/** B-A10: the signed-in staff member; the token goes in the query as well as in X-Token. */
export function getInfo(token: string) {
  return request<Partial<UserInfo> | null | undefined>(underBase(sessionPaths.info), { params: { token } });
}

export function logout() {
  return request<null>(underBase(sessionPaths.logout), { method: 'POST' });
}
