import { useCallback } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';

/** The search param that opens an order's detail: `/order/index?tab=PAID&order=12`. */
export const ORDER_PARAM = 'order';

/** The order of the open drawer, if the URL names a valid id. */
export function orderIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get(ORDER_PARAM);
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** The search with the drawer opened on `id` (or closed, for undefined), the list's state kept. */
export function withOrder(search: string, id: number | undefined): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(ORDER_PARAM);
  else params.set(ORDER_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface DrawerState {
  /** Set when the list opened the drawer: closing it then goes back, so Back never reopens it. */
  fromList?: boolean;
}

const FROM_LIST: DrawerState = { fromList: true };

/**
 * The order drawer's own URL, `?order=<id>` over the list (lib's edit drawer does the same under
 * `?edit=`): a link opens it, the list behind keeps its filters, Back closes it.
 */
export function useOrderDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = orderIdOf(new URLSearchParams(location.search));

  /** Where an order number's link goes. */
  const linkTo = useCallback(
    (orderId: number): To => ({ pathname: location.pathname, search: withOrder(location.search, orderId) }),
    [location.pathname, location.search],
  );

  /** Opens an order from code (a new order once placed). */
  const open = useCallback(
    (orderId: number) => navigate(linkTo(orderId), { state: FROM_LIST }),
    [navigate, linkTo],
  );

  const close = useCallback(() => {
    if ((location.state as DrawerState | null)?.fromList) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: withOrder(location.search, undefined) },
        { replace: true },
      );
  }, [location, navigate]);

  return { id, linkTo, linkState: FROM_LIST, open, close };
}

export type OrderDrawer = ReturnType<typeof useOrderDrawer>;
