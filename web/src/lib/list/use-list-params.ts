import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
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
 * A list's filters, sort, page and pageSize kept in the URL's search params, validated by the
 * list's zod schema: a link or a reload shows the same list, and Back undoes a change. Changing
 * anything but the page goes back to page 1; search params the schema does not know are kept.
 */
export function useListParams<S extends ListSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, search), [schema, search]);

  // React Router hands a functional update the search of the last render, so two changes made
  // before the page re-renders (a filter, then a quick sort click) would lose the first. Each
  // change builds on the newest search written, until the render catches up with it.
  const rendered = useRef(search);
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    rendered.current = search;
    written.current = null;
  }, [search]);

  const write = useCallback(
    (next: (base: URLSearchParams) => URLSearchParams, options: UpdateOptions) => {
      const nextSearch = next(written.current ?? rendered.current);
      written.current = nextSearch;
      setSearch(nextSearch, { replace: options.replace === true });
    },
    [setSearch],
  );

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
