import { useCallback } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';

/** The search param that opens the edit drawer: `/staff/index?role=admin&edit=12`. */
export const EDIT_PARAM = 'edit';

interface DrawerState {
  /** Set when the list opened the drawer: closing it then goes back, so Back never reopens it. */
  fromList?: boolean;
}

const FROM_LIST: DrawerState = { fromList: true };

function withEdit(search: string, id: number | undefined): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(EDIT_PARAM);
  else params.set(EDIT_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The edit drawer's own URL: the list's address plus `?edit=<id>`, so a link opens it, the list
 * behind it keeps its filters, and Back closes it. (A search param rather than a child route: the
 * layout caches and tabs pages by path, and the list should stay the same page under the drawer.)
 */
export function useEditDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  // A kept (hidden) page sees the address it was left at (cached-outlet.tsx), so its drawer stays
  // open, with whatever was typed, until its tab brings it back.
  const raw = new URLSearchParams(location.search).get(EDIT_PARAM);
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;

  /** Where a row's Edit link goes. */
  const linkTo = useCallback(
    (rowId: number): To => ({ pathname: location.pathname, search: withEdit(location.search, rowId) }),
    [location.pathname, location.search],
  );

  const close = useCallback(() => {
    if ((location.state as DrawerState | null)?.fromList) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: withEdit(location.search, undefined) },
        { replace: true },
      );
  }, [location, navigate]);

  return { id, linkTo, linkState: FROM_LIST, close };
}

export type EditDrawer = ReturnType<typeof useEditDrawer>;
