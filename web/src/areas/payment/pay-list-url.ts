/**
 * What the Pay List's address holds besides a list's filters: the open tab (`?tab=refunds`; the
 * payments tab is the default and stays out of the URL) and the payment whose detail drawer is
 * open (`?payment=12`), so a link or a reload shows the same view.
 */
export const payListTabs = ['payments', 'refunds'] as const;
export type PayListTab = (typeof payListTabs)[number];

export const TAB_PARAM = 'tab';
export const PAYMENT_PARAM = 'payment';

export function tabOf(search: URLSearchParams): PayListTab {
  return search.get(TAB_PARAM) === 'refunds' ? 'refunds' : 'payments';
}

/**
 * The search that opens a tab: the tab alone. Both lists read `q`, `status`, `sort` and paging
 * from the URL, and a payment status means nothing (or something else) to refunds, so a tab
 * starts unfiltered; Back returns to the other tab as it was.
 */
export function searchOfTab(tab: PayListTab): string {
  return tab === 'payments' ? '' : `?${TAB_PARAM}=${tab}`;
}

/** The payment of the open drawer, if the URL names a valid id. */
export function paymentIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get(PAYMENT_PARAM);
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** The search with the drawer opened on `id` (or closed, for undefined), the rest kept. */
export function withPayment(search: string, id: number | undefined): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(PAYMENT_PARAM);
  else params.set(PAYMENT_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where an order number leads: the Orders list searching for it. */
export function orderLinkOf(orderNo: string): string {
  return `/order/index?${new URLSearchParams({ q: orderNo })}`;
}
