import type {
  ConfigCreateBody,
  ConfigListQuery,
  ConfigRevertBody,
  ConfigUpdateBody,
} from '@shop/contract/areas/config';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { configKeys } from '../../lib/resource-keys';

const categoriesKey = [...configKeys.all, 'categories'] as const;
/** A key's history pages (below its detail key, so removing the detail drops them too). */
export const configHistoryKey = (key: string) => [...configKeys.detail(key), 'history'] as const;

/** `quiet`: the edit page shows a missing or unreadable entry in place of the form. */
export const getConfig = (key: string) => call('getConfig', { params: { key } }, { quiet: true });

/**
 * Field errors (400) and a taken key come back as an ApiError whose `data.issues` name the field;
 * `quiet` because the form shows them under the field rather than in a toast.
 */
export const createConfig = (body: ConfigCreateBody) => call('createConfig', { body }, { quiet: true });

/** Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`. */
export const updateConfig = (key: string, body: ConfigUpdateBody) =>
  call('updateConfig', { params: { key }, body }, { quiet: true });

export const deleteConfig = (key: string, version: number) =>
  call('deleteConfig', { params: { key }, query: { version } });

export const revertConfig = (key: string, body: ConfigRevertBody) =>
  call('revertConfig', { params: { key }, body });

/**
 * After a change (or a refused one): the lists, the categories and the key's history may show it.
 * Not the entry itself: its form is keyed by version and would start over, losing what was typed.
 */
export function refreshAround(queryClient: QueryClient, key: string) {
  void queryClient.invalidateQueries({ queryKey: configKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: categoriesKey });
  void queryClient.invalidateQueries({ queryKey: configHistoryKey(key) });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const configListOptions = (query: ConfigListQuery) =>
  queryOptions({
    queryKey: configKeys.list(query),
    queryFn: () => call('listConfig', { query }),
    placeholderData: keepPreviousData,
  });

export const configOptions = (key: string) =>
  queryOptions({ queryKey: configKeys.detail(key), queryFn: () => getConfig(key) });

/** The categories in use, for the list's filter and the form's suggestions. */
export const configCategoriesOptions = () =>
  queryOptions({ queryKey: categoriesKey, queryFn: () => call('listConfigCategories') });

/** A key's changes, newest first. */
export const configHistoryOptions = (key: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...configHistoryKey(key), { page, pageSize }],
    queryFn: () => call('listConfigHistory', { params: { key }, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
