import { endpoint, endpoints } from '../endpoint.js';
import {
  dashboardOrderStatus,
  dashboardRangeQuery,
  dashboardSeries,
  dashboardSeriesQuery,
  dashboardSummary,
  dashboardTodo,
  dashboardTopProducts,
} from './dashboard.js';

const tag = 'dashboard';

/**
 * The dashboard's widgets, one request each so each card loads and fails on its own. The summary
 * and the to-do list answer every dashboard user with the sections they may see; the order
 * widgets need the orders' page.
 */
export const dashboardEndpoints = endpoints(
  endpoint({
    operationId: 'getDashboardSummary',
    method: 'GET',
    path: '/base/admin/dashboard/summary',
    access: 'dashboard',
    tag,
    summary:
      'Revenue, paid orders, average order value, refunds (order), new customers (user), points issued and redeemed (point) over today, 7 or 30 days, each with the period before',
    query: dashboardRangeQuery,
    data: dashboardSummary,
  }),
  endpoint({
    operationId: 'getDashboardSeries',
    method: 'GET',
    path: '/base/admin/dashboard/series',
    access: 'order',
    tag,
    summary: 'Revenue, paid orders and refunds per shop day over the last 30 or 90 days',
    query: dashboardSeriesQuery,
    data: dashboardSeries,
  }),
  endpoint({
    operationId: 'getDashboardOrderStatus',
    method: 'GET',
    path: '/base/admin/dashboard/order-status',
    access: 'order',
    tag,
    summary: 'Every order by its status now, and how many have an after-sale open',
    data: dashboardOrderStatus,
  }),
  endpoint({
    operationId: 'getDashboardTopProducts',
    method: 'GET',
    path: '/base/admin/dashboard/top-products',
    access: 'order',
    tag,
    summary: 'The ten best-selling products of the period by units (paid, less refunded), with their revenue',
    query: dashboardRangeQuery,
    data: dashboardTopProducts,
  }),
  endpoint({
    operationId: 'getDashboardTodo',
    method: 'GET',
    path: '/base/admin/dashboard/todo',
    access: 'dashboard',
    tag,
    summary:
      'To-do counts of the areas the caller may see: orders to ship, after-sales open, low and out-of-stock SKUs, exchange orders to ship',
    data: dashboardTodo,
  }),
);
