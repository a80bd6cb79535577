import { configPaths } from '@shop/contract/areas/config-paths';
import { queryOptions } from '@tanstack/react-query';
import { request, underBase } from './request';

/** The configuration centre's public entries by key (`shop_title`, `shop_currency`, …). */
export type PublicConfig = Readonly<Record<string, unknown>>;

/**
 * Reads the public configuration (no sign-in needed). `quiet`: every reader has a default to fall
 * back on, so a failure is nobody's news.
 */
export async function readPublicConfig(): Promise<PublicConfig> {
  const { data } = await request<PublicConfig | null>(underBase(configPaths.publicConfig), { quiet: true });
  return data ?? {};
}

/** One query for the whole console: invalidate `publicConfigKey` after saving a public entry. */
export const publicConfigKey = ['public-config'] as const;

export const publicConfigOptions = () =>
  queryOptions({
    queryKey: publicConfigKey,
    queryFn: readPublicConfig,
    // Public entries change rarely; a minute old is fresh enough for titles and prices.
    staleTime: 60_000,
  });
