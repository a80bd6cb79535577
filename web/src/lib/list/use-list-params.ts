import { useCallback, useMemo } from 'react';
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

  const update = useCallback(
    (patch: Partial<ListParams<S>>, options: UpdateOptions = {}) => {
      setSearch(
        (current) =>
          writeListParams(schema, nextListParams(parseListParams(schema, current), patch), current),
        { replace: options.replace === true },
      );
    },
    [schema, setSearch],
  );

  /** Every field back to its default (the list as first opened). */
  const reset = useCallback(() => {
    setSearch((current) => writeListParams(schema, {}, current));
  }, [schema, setSearch]);

  return { params, update, reset };
}
