import Cookies from 'js-cookie';

/** The cookie that carries the session token (B-A2): path `/`, no expiry, readable by script. */
const TOKEN_COOKIE = 'Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
