import { dashboardEndpoints as api } from '@shop/contract/areas/dashboard.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { dashboardOrderStatus, dashboardTopProducts } from './dashboard-orders.js';
import { dashboardSeries } from './dashboard-series.js';
import { dashboardSummary } from './dashboard-summary.js';
import { dashboardTodo } from './dashboard-todo.js';

/**
 * The dashboard's widgets (issue 20), read from the rollups the changes keep. The summary and the
 * to-do list answer every dashboard user with the sections their grants allow.
 */
export function dashboardRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.getDashboardSummary, (request) =>
      dashboardSummary(db, staffOf(request).grants, request.query.range),
    );
    route(app, api.getDashboardSeries, (request) => dashboardSeries(db, Number(request.query.days)));
    route(app, api.getDashboardOrderStatus, () => dashboardOrderStatus(db));
    route(app, api.getDashboardTopProducts, (request) => dashboardTopProducts(db, request.query.range));
    route(app, api.getDashboardTodo, (request) => dashboardTodo(db, staffOf(request).grants));
  };
}
