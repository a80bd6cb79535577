import type { DashboardRange } from '@shop/contract/areas/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { dashboardKeys } from '../../lib/resource-keys';

/**
 * The dashboard's widgets, one request each (the contract's design): each card loads, and fails,
 * on its own. `quiet`: a card says itself that its figures could not be read, rather than a toast
 * per card. A sale's action invalidates `dashboardKeys.all` (resource-keys' movedBySale).
 */

export const summaryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'summary', range],
    queryFn: () => call('getDashboardSummary', { query: { range } }, { quiet: true }),
  });

export const seriesOptions = (days: '30' | '90') =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'series', days],
    queryFn: () => call('getDashboardSeries', { query: { days } }, { quiet: true }),
  });

export const orderStatusOptions = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'orderStatus'],
    queryFn: () => call('getDashboardOrderStatus', {}, { quiet: true }),
  });

export const topProductsOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'topProducts', range],
    queryFn: () => call('getDashboardTopProducts', { query: { range } }, { quiet: true }),
  });

export const todoOptions = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'todo'],
    queryFn: () => call('getDashboardTodo', {}, { quiet: true }),
  });
