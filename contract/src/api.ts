import { articleEndpoints } from './areas/article.endpoints.js';
import { auditEndpoints } from './areas/audit.endpoints.js';
import { boxEndpoints } from './areas/box.endpoints.js';
import { configEndpoints } from './areas/config.endpoints.js';
import { customerEndpoints } from './areas/customer.endpoints.js';
import { dashboardEndpoints } from './areas/dashboard.endpoints.js';
import { exchangeEndpoints } from './areas/exchange.endpoints.js';
import { feedEndpoints } from './areas/feed.endpoints.js';
import { healthEndpoints } from './areas/health.endpoints.js';
import { inventoryEndpoints } from './areas/inventory.endpoints.js';
import { mediaEndpoints } from './areas/media.endpoints.js';
import { orderEndpoints } from './areas/order.endpoints.js';
import { orderDocumentEndpoints } from './areas/order-document.endpoints.js';
import { paymentEndpoints } from './areas/payment.endpoints.js';
import { pointEndpoints } from './areas/point.endpoints.js';
import { productEndpoints } from './areas/product.endpoints.js';
import { roleEndpoints } from './areas/role.endpoints.js';
import { searchEndpoints } from './areas/search.endpoints.js';
import { sessionEndpoints } from './areas/session.endpoints.js';
import { staffEndpoints } from './areas/staff.endpoints.js';
import { staffAccountEndpoints } from './areas/staff-account.endpoints.js';

/**
 * Every API endpoint by operationId. The server registers each from here (a test fails on one
 * without a route, or a route without one); the console calls them by name through its typed
 * client, which finds method and path in the zod-free `api-routes.ts` generated from this.
 */
export const api = {
  ...healthEndpoints,
  ...sessionEndpoints,
  ...staffEndpoints,
  ...staffAccountEndpoints,
  ...roleEndpoints,
  ...configEndpoints,
  ...mediaEndpoints,
  ...productEndpoints,
  ...inventoryEndpoints,
  ...customerEndpoints,
  ...orderEndpoints,
  ...orderDocumentEndpoints,
  ...paymentEndpoints,
  ...exchangeEndpoints,
  ...boxEndpoints,
  ...feedEndpoints,
  ...articleEndpoints,
  ...pointEndpoints,
  ...searchEndpoints,
  ...auditEndpoints,
  ...dashboardEndpoints,
} as const;

export type Api = typeof api;
export type OperationId = keyof Api;
