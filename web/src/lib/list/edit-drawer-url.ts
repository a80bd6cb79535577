import { useCallback } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';

/** The search param that opens the edit drawer: `/staff/index?role=admin&edit=12`. */
export const EDIT_PARAM = 'edit';

interface DrawerState {
  /** Set when the list opened the drawer: closing it then goes back, so Back never reopens it. */
  fromList?: boolean;
}

const FROM_LIST: DrawerState = { fromList: true };

/** The row a drawer's param names, if it is a row id (a positive whole number); else none. */
export function drawerIdOf(search: URLSearchParams, param: string = EDIT_PARAM): number | undefined {
  const raw = search.get(param);
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** The search with the drawer opened on `id` (or closed, for undefined), the list's state kept. */
export function withDrawer(search: string, id: number | undefined, param: string = EDIT_PARAM): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(param);
  else params.set(param, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A drawer's own URL: the list's address plus `?<param>=<id>` (`?edit=` for an edit form; a
 * page that is a row's own view names its param after it: `?customer=`, `?order=`), so a link
 * opens it, the list behind it keeps its filters, and Back closes it. (A search param rather
 * than a child route: the layout caches and tabs pages by path, and the list should stay the
 * same page under the drawer.)
 */
export function useEditDrawer(param: string = EDIT_PARAM) {
  const location = useLocation();
  const navigate = useNavigate();
  // A kept (hidden) page sees the address it was left at (cached-outlet.tsx), so its drawer stays
  // open, with whatever was typed, until its tab brings it back.
  const id = drawerIdOf(new URLSearchParams(location.search), param);

  // The list's own search, without the drawer's param: row links (and the columns drawing them)
  // stay the same while a drawer opens and closes over the list.
  const listSearch = withDrawer(location.search, undefined, param);

  /** Where a row's link goes. */
  const linkTo = useCallback(
    (rowId: number): To => ({
      pathname: location.pathname,
      search: withDrawer(listSearch, rowId, param),
    }),
    [location.pathname, listSearch, param],
  );

  /** Opens a row from code (one just created) as a link would: Back still closes it. */
  const open = useCallback(
    (rowId: number) => navigate(linkTo(rowId), { state: FROM_LIST }),
    [navigate, linkTo],
  );

  const close = useCallback(() => {
    if ((location.state as DrawerState | null)?.fromList) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: withDrawer(location.search, undefined, param) },
        { replace: true },
      );
  }, [location, navigate, param]);

  return { id, linkTo, linkState: FROM_LIST, open, close };
}

export type EditDrawer = ReturnType<typeof useEditDrawer>;
