import { staffEndpoints } from './areas/staff.endpoints.js';

/**
 * Every API endpoint by operationId. The server registers each from here (a test fails on one
 * without a route, or a route without one); the console calls them by name through its typed
 * client, which finds method and path in the zod-free `api-routes.ts` generated from this.
 */
export const api = {
  ...staffEndpoints,
} as const;

export type Api = typeof api;
export type OperationId = keyof Api;
