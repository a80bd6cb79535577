import { create } from 'zustand';
import * as sessionApi from '../areas/session/session.api';
import { getToken, removeToken, setToken } from '../lib/auth-cookie';
import { i18n } from '../lib/i18n';
import { configureRequest } from '../lib/request';

export interface SessionState {
  token: string;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  /**
   * Beyond the spec: what the session's roles grant (contract permissions.ts), from user info
   * with the roles; menu, routes and buttons are built from it (lib/permissions canDo).
   */
  permissions: string[];
  /** A temporary password is in use: the console asks for a new one first. */
  mustChangePassword: boolean;
  /** B-A3..A6: redeems a login state; stores the token in memory and in the cookie. */
  login(state: string | undefined): Promise<void>;
  /** B-A10..A12: loads the signed-in staff member's roles, name, avatar and introduction. */
  getInfo(): Promise<{
    roles: string[];
    permissions: string[];
    name: string;
    avatar: string;
    introduction: string;
    mustChangePassword: boolean;
  }>;
  /** B-A13: ends the session on the server, then always signs out locally. */
  logout(): Promise<void>;
  /** B-A14: forgets the token without a server call. */
  resetToken(): void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  // B-A1: the token survives a reload in its cookie; roles never do, so info is fetched again.
  token: getToken() ?? '',
  name: '',
  avatar: '',
  introduction: '',
  roles: [],
  permissions: [],
  mustChangePassword: false,

  async login(state) {
    if (!state) throw new Error(i18n.t('session:noState'));
    const data = await sessionApi.login(state);
    if (!data) throw new Error(i18n.t('session:noData'));
    if (typeof data.token !== 'string' || data.token === '') throw new Error(i18n.t('session:missingToken'));
    setToken(data.token);
    set({ token: data.token, roles: [], permissions: [] });
  },

  async getInfo() {
    const data = await sessionApi.getInfo(get().token);
    if (!data) throw new Error(i18n.t('session:verificationFailed'));
    const { roles, name, avatar, introduction, permissions, mustChangePassword } = data;
    if (!Array.isArray(roles) || roles.length === 0) throw new Error(i18n.t('session:rolesRequired'));
    const info = {
      roles,
      permissions: Array.isArray(permissions) ? permissions : [],
      name: name ?? '',
      avatar: avatar ?? '',
      introduction: introduction ?? '',
      mustChangePassword: mustChangePassword === true,
    };
    set(info);
    return info;
  },

  async logout() {
    try {
      await sessionApi.logout();
    } catch {
      // The client has already shown the failure; signing out here must still complete (B-A13).
    } finally {
      removeToken();
      set({ token: '', roles: [], permissions: [] });
    }
  },

  resetToken() {
    removeToken();
    set({ token: '', roles: [], permissions: [] });
  },
}));

// The API client reads the session through these two hooks rather than importing the store.
configureRequest({
  hasToken: () => useSessionStore.getState().token !== '',
  relogin: () => {
    useSessionStore.getState().resetToken();
    window.location.reload();
  },
});
