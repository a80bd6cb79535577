import { useCallback } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';
import { paymentIdOf, withPayment } from './pay-list-url';

interface DrawerState {
  /** Set when a row opened the drawer: closing it then goes back, so Back never reopens it. */
  fromList?: boolean;
}

const FROM_LIST: DrawerState = { fromList: true };

/**
 * The payment drawer's own URL, `?payment=<id>` over whichever tab is open (lib's edit drawer
 * does the same under `?edit=`): a link opens it, the list behind keeps its filters, Back closes it.
 */
export function usePaymentDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = paymentIdOf(new URLSearchParams(location.search));

  /** Where a pay number's link goes. */
  const linkTo = useCallback(
    (paymentId: number): To => ({
      pathname: location.pathname,
      search: withPayment(location.search, paymentId),
    }),
    [location.pathname, location.search],
  );

  const close = useCallback(() => {
    if ((location.state as DrawerState | null)?.fromList) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: withPayment(location.search, undefined) },
        { replace: true },
      );
  }, [location, navigate]);

  return { id, linkTo, linkState: FROM_LIST, close };
}

export type PaymentDrawer = ReturnType<typeof usePaymentDrawer>;
