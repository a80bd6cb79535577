import {
  type ConfigCreateBody,
  type ConfigEntry,
  type ConfigListData,
  type ConfigListQuery,
  type ConfigRevertBody,
  type ConfigUpdateBody,
  type configHistoryData,
  configPaths,
} from '@shop/contract/areas/config';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';

/** Query keys of config entries: every list under `lists()`, each entry under `detail(key)`. */
export const configKeys = createQueryKeys('config');
const categoriesKey = [...configKeys.all, 'categories'] as const;
/** A key's history pages (below its detail key, so removing the detail drops them too). */
export const configHistoryKey = (key: string) => [...configKeys.detail(key), 'history'] as const;

type ConfigHistoryData = z.infer<typeof configHistoryData>;

const pathOf = (template: string, key: string) =>
  underBase(template as `/base/${string}`).replace(':key', encodeURIComponent(key));

export async function listConfig(params: ConfigListQuery): Promise<ConfigListData> {
  return (await request<ConfigListData>(underBase(configPaths.list), { params })).data;
}

/** `quiet`: the edit page shows a missing or unreadable entry in place of the form. */
export async function getConfig(key: string): Promise<ConfigEntry> {
  return (await request<ConfigEntry>(pathOf(configPaths.item, key), { quiet: true })).data;
}

/**
 * Field errors (400) and a taken key come back as an ApiError whose `data.issues` name the field;
 * `quiet` because the form shows them under the field rather than in a toast.
 */
export async function createConfig(body: ConfigCreateBody): Promise<ConfigEntry> {
  return (
    await request<ConfigEntry>(underBase(configPaths.list), { method: 'POST', data: body, quiet: true })
  ).data;
}

/** Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`. */
export async function updateConfig(key: string, body: ConfigUpdateBody): Promise<ConfigEntry> {
  return (
    await request<ConfigEntry>(pathOf(configPaths.item, key), { method: 'PUT', data: body, quiet: true })
  ).data;
}

export async function deleteConfig(key: string, version: number): Promise<void> {
  await request<null>(pathOf(configPaths.item, key), { method: 'DELETE', params: { version } });
}

/**
 * After a change (or a refused one): the lists, the categories and the key's history may show it.
 * Not the entry itself: its form is keyed by version and would start over, losing what was typed.
 */
export function refreshAround(queryClient: QueryClient, key: string) {
  void queryClient.invalidateQueries({ queryKey: configKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: categoriesKey });
  void queryClient.invalidateQueries({ queryKey: configHistoryKey(key) });
}

export async function revertConfig(key: string, body: ConfigRevertBody): Promise<ConfigEntry> {
  return (await request<ConfigEntry>(pathOf(configPaths.revert, key), { method: 'POST', data: body })).data;
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const configListOptions = (params: ConfigListQuery) =>
  queryOptions({
    queryKey: configKeys.list(params),
    queryFn: () => listConfig(params),
    placeholderData: keepPreviousData,
  });

export const configOptions = (key: string) =>
  queryOptions({ queryKey: configKeys.detail(key), queryFn: () => getConfig(key) });

/** The categories in use, for the list's filter and the form's suggestions. */
export const configCategoriesOptions = () =>
  queryOptions({
    queryKey: categoriesKey,
    queryFn: async () => (await request<string[]>(underBase(configPaths.categories))).data,
  });

/** A key's changes, newest first. */
export const configHistoryOptions = (key: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...configHistoryKey(key), { page, pageSize }],
    queryFn: async () =>
      (
        await request<ConfigHistoryData>(pathOf(configPaths.history, key), {
          params: { page, pageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
