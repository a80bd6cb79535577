import { z } from 'zod';

/*
 * The dashboard (issue 20, domain §1.14): the shop at a glance for every role, each figure shown
 * only to those who may see its area. Every figure is read from the daily rollups that the
 * changes themselves keep (server/src/areas/dashboard), never by counting the raw tables.
 *
 * Periods are the shop's own days (config `shop_time_zone`): "today" runs from the shop's
 * midnight until now, "7d" and "30d" are the last 7 and 30 days including today. Each figure
 * comes with the same figure over the period just before, for the change.
 */

export const dashboardRanges = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];

export const dashboardSeriesSpans = ['30', '90'] as const;

export const dashboardRangeQuery = z.object({ range: z.enum(dashboardRanges).default('7d') });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuery>;

/** A figure over the period and over the period before (same length, just before). */
export const periodFigure = z.object({ value: z.number(), previous: z.number() });
export type PeriodFigure = z.infer<typeof periodFigure>;

/**
 * Summary cards. A section is null when the caller may not see its area: sales (revenue, paid
 * orders, average order value, refunds) needs `order`, new customers `user`, points `point`.
 * Money in the shop currency's minor unit.
 */
export const dashboardSummary = z.object({
  range: z.enum(dashboardRanges),
  /** The period, [from, to), and the one before it, [previousFrom, from). ISO date-times. */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  sales: z
    .object({
      /** Successful payments minus successful refunds, by when each happened (every kind: orders, exchanges…). */
      revenue: periodFigure,
      /** Orders whose payment succeeded in the period. */
      paidOrders: periodFigure,
      /** Order payments over paid orders (0 when none). */
      averageOrderValue: periodFigure,
      /** Successful refunds: their amount and their number. */
      refundAmount: periodFigure,
      refundCount: periodFigure,
    })
    .nullable(),
  customers: z.object({ newCustomers: periodFigure }).nullable(),
  points: z.object({ issued: periodFigure, redeemed: periodFigure }).nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardSeriesQuery = z.object({ days: z.enum(dashboardSeriesSpans).default('30') });
export type DashboardSeriesQuery = z.infer<typeof dashboardSeriesQuery>;

/** Revenue and paid orders per shop day, oldest first, every day present (zeros included). */
export const dashboardSeries = z.object({
  currency: z.string(),
  timeZone: z.string(),
  days: z.array(
    z.object({
      /** The shop's calendar day, YYYY-MM-DD. */
      day: z.string(),
      revenue: z.number(),
      paidOrders: z.number().int(),
      refundAmount: z.number(),
    }),
  ),
});
export type DashboardSeries = z.infer<typeof dashboardSeries>;

/** Every order by its status now, and how many have an after-sale open (the order tabs' figures). */
export const dashboardOrderStatus = z.object({
  statuses: z.array(z.object({ status: z.string(), count: z.number().int() })),
  refunding: z.number().int(),
});
export type DashboardOrderStatus = z.infer<typeof dashboardOrderStatus>;

/** The best sellers of the period: units of paid orders less what was refunded, and their revenue. */
export const dashboardTopProducts = z.object({
  currency: z.string(),
  products: z.array(
    z.object({
      productId: z.number().int(),
      title: z.string(),
      units: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type DashboardTopProducts = z.infer<typeof dashboardTopProducts>;

/**
 * The to-do counts, each the size of a list the console links to with the same filter. Only the
 * items of areas the caller may see are present. Later areas add their keys here.
 */
export const dashboardTodoKeys = [
  /** Paid orders waiting to be shipped (order tab "To ship"): `order`. */
  'ordersToShip',
  /** Orders with an after-sale open (order tab "Refunding"): `order`. */
  'afterSalesOpen',
  /** SKUs at or under their low-stock threshold, some still available: `inventory`. */
  'lowStock',
  /** SKUs with nothing available: `inventory`. */
  'outOfStock',
  /** Exchange orders waiting to be shipped: `exchange`. */
  'exchangeToShip',
  /** Mystery box prizes drawn and waiting to be shipped (record list tab "To ship"): `box`. */
  'boxPrizesToShip',
  /** Feed posts waiting for review (feed list tab "Pending review"): `feed`. */
  'feedPostsToReview',
  /** Feed comments waiting for review (comment queue status "Pending"): `feed`. */
  'feedCommentsToReview',
] as const;
export type DashboardTodoKey = (typeof dashboardTodoKeys)[number];

export const dashboardTodo = z.object({
  items: z.array(z.object({ key: z.enum(dashboardTodoKeys), count: z.number().int() })),
});
export type DashboardTodo = z.infer<typeof dashboardTodo>;
