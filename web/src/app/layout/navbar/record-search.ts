import type { SearchData } from '@shop/contract/areas/search';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api';

/** A pause in typing before the server is asked: one request per word, not per key. */
export const RECORD_SEARCH_PAUSE_MS = 250;

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface RecordSearch {
  /** The records found for the query as it is typed now; undefined while there is no answer. */
  data: SearchData | undefined;
  /** Waiting for typing to pause or for the answer. */
  loading: boolean;
}

/**
 * Orders, customers and products the server finds for the navbar search, asked once typing
 * pauses. Records of an earlier query are never shown (Enter would open one the user no longer
 * means); a query typed before answers from the cache. Nothing is asked while search is closed,
 * so a navigation, which closes it, drops a pending search.
 */
export function useRecordSearch(query: string, enabled: boolean): RecordSearch {
  const q = query.trim();
  const settled = useSettled(q, RECORD_SEARCH_PAUSE_MS);
  const result = useQuery({
    queryKey: ['search', 'records', settled],
    queryFn: () => call('searchRecords', { query: { q: settled } }, { quiet: true }),
    enabled: enabled && settled !== '',
    staleTime: 30_000,
    retry: false,
  });
  if (!enabled || q === '') return { data: undefined, loading: false };
  if (settled !== q) return { data: undefined, loading: true };
  return { data: result.data, loading: result.isFetching && !result.data };
}
