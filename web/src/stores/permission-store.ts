import { create } from 'zustand';
import type { AppRoute } from '../app/route-types';

export interface PermissionState {
  /** The gated routes the signed-in user's roles allow (B-D6); empty until user info loads. */
  routes: AppRoute[];
  /** B-D7: replaces the generated routes (each user-info load, a role switch). */
  setRoutes(routes: AppRoute[]): void;
  /** B-A13: log out removes them. */
  reset(): void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  setRoutes: (routes) => set({ routes }),
  reset: () => set({ routes: [] }),
}));
