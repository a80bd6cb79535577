import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The search param of the role drawer: `?role=<name>` edits a role, `?role=_new` makes one. */
export const ROLE_PARAM = 'role';
/** Not a role name (those start with a letter), so it cannot clash with one. */
export const NEW_ROLE = '_new';

/**
 * The role drawer's own URL, like the lists' edit drawers (lib/list/edit-drawer-url) but keyed by
 * a role's name rather than a numeric id: a link opens it and Back closes it.
 */
export function useRoleDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(ROLE_PARAM) ?? undefined;
  const searchWith = useCallback(
    (name: string | undefined) => {
      const params = new URLSearchParams(location.search);
      if (name === undefined) params.delete(ROLE_PARAM);
      else params.set(ROLE_PARAM, name);
      const text = params.toString();
      return text ? `?${text}` : '';
    },
    [location.search],
  );
  const open = useCallback(
    (name: string) => navigate({ search: searchWith(name) }, { state: { fromList: true } }),
    [navigate, searchWith],
  );
  const close = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate({ search: searchWith(undefined) }, { replace: true });
  }, [location.state, navigate, searchWith]);
  return { name: value === NEW_ROLE ? undefined : value, creating: value === NEW_ROLE, open, close };
}

export type RoleDrawerState = ReturnType<typeof useRoleDrawer>;
