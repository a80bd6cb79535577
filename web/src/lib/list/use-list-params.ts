import { useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  type DataRouter,
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useSearchParams,
} from 'react-router';
import {
  type ListParams,
  type ListSchema,
  nextListParams,
  parseListParams,
  writeListParams,
} from './list-params';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one: for typing, so Back skips each keystroke. */
  replace?: boolean;
}

/**
 * True when the page at `pathname` is no longer the one shown, or is being left: a navigation
 * to another path is under way (its guard or page code still loading).
 */
function isLeaving(router: DataRouter, pathname: string): boolean {
  const { location, navigation } = router.state;
  if (location.pathname !== pathname) return true;
  return navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
}

const never = () => () => {};

/**
 * Whether the page showing this component is being left (see `isLeaving`), followed live from the
 * router rather than from the page's own (kept, hence frozen) view of it. False outside a data router.
 */
export function usePageLeaving(): boolean {
  const router = useContext(DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useSyncExternalStore(router ? router.subscribe : never, () =>
    router ? isLeaving(router, pathname) : false,
  );
}

/**
 * A list's filters, sort, page and pageSize kept in the URL's search params, validated by the
 * list's zod schema: a link or a reload shows the same list, and Back undoes a change. Changing
 * anything but the page goes back to page 1; search params the schema does not know are kept.
 * `params`, `update` and `reset` keep their identity while the list's own params are unchanged
 * (a drawer's `?order=` opening over the list does not make the list render again).
 */
export function useListParams<S extends ListSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(DataRouterContext)?.router;
  const parsed = useMemo(() => parseListParams(schema, search), [schema, search]);
  const same = useRef(parsed);
  if (JSON.stringify(same.current) !== JSON.stringify(parsed)) same.current = parsed;
  const params = same.current;

  // React Router hands a functional update the search of the last render, so two changes made
  // before the page re-renders (a filter, then a quick sort click) would lose the first. Each
  // change builds on the newest search written, until the render catches up with it.
  const rendered = useRef(search);
  const written = useRef<URLSearchParams | null>(null);
  const latest = useRef({ setSearch, pathname, router });
  useEffect(() => {
    rendered.current = search;
    written.current = null;
    latest.current = { setSearch, pathname, router };
  }, [search, setSearch, pathname, router]);

  const write = useCallback((next: (base: URLSearchParams) => URLSearchParams, options: UpdateOptions) => {
    const { setSearch, pathname, router } = latest.current;
    // A change left over from a page being left (a typing pause ending as a menu click loads the
    // next page) dies with it: navigating here would take the user back to the list.
    if (router && isLeaving(router, pathname)) return;
    const nextSearch = next(written.current ?? rendered.current);
    written.current = nextSearch;
    setSearch(nextSearch, { replace: options.replace === true });
  }, []);

  const update = useCallback(
    (patch: Partial<ListParams<S>>, options: UpdateOptions = {}) =>
      write(
        (base) => writeListParams(schema, nextListParams(parseListParams(schema, base), patch), base),
        options,
      ),
    [schema, write],
  );

  /** Every field back to its default (the list as first opened). */
  const reset = useCallback(() => write((base) => writeListParams(schema, {}, base), {}), [schema, write]);

  return { params, update, reset };
}
