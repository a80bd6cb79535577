import { useCallback } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';

/** The search param that opens a customer's drawer: `/user/index?tag=VIP&customer=12`. */
export const CUSTOMER_PARAM = 'customer';

/** Set when the list opened the drawer: closing it then goes back, so Back never reopens it. */
const FROM_LIST = { fromList: true };

function withCustomer(search: string, id: number | undefined): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(CUSTOMER_PARAM);
  else params.set(CUSTOMER_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The customer drawer's own URL, as lib/list/edit-drawer-url.ts gives the staff editor its
 * `?edit=`: the list's address plus `?customer=<id>`, so a link (from an order, a payment) opens
 * the customer, the list behind keeps its filters, and Back closes the drawer. A param of its own
 * name because the drawer is the customer's page, not only an edit form.
 */
export function useCustomerDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get(CUSTOMER_PARAM);
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;

  /** Where a row's name goes. */
  const linkTo = useCallback(
    (rowId: number): To => ({ pathname: location.pathname, search: withCustomer(location.search, rowId) }),
    [location.pathname, location.search],
  );

  /** Opens a customer the list did not link to (one just created): Back still closes it. */
  const open = useCallback(
    (rowId: number) => navigate(linkTo(rowId), { state: FROM_LIST }),
    [navigate, linkTo],
  );

  const close = useCallback(() => {
    if ((location.state as typeof FROM_LIST | null)?.fromList) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: withCustomer(location.search, undefined) },
        { replace: true },
      );
  }, [location, navigate]);

  return { id, linkTo, linkState: FROM_LIST, open, close };
}

export type CustomerDrawerUrl = ReturnType<typeof useCustomerDrawer>;
