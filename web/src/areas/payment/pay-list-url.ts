/**
 * What the Pay List's address holds besides a list's filters: the open tab (`?tab=refunds`; the
 * payments tab is the default and stays out of the URL) and the payment whose detail drawer is
 * open (`?payment=12`), so a link or a reload shows the same view.
 */
export const payListTabs = ['payments', 'refunds'] as const;
export type PayListTab = (typeof payListTabs)[number];

export const TAB_PARAM = 'tab';

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
