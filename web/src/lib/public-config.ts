import { queryOptions } from '@tanstack/react-query';
import { call } from './api';

/** The configuration centre's public entries by key (`shop_title`, `shop_currency`, …). */
export type PublicConfig = Readonly<Record<string, unknown>>;

/**
 * Reads the public configuration (no sign-in needed; zod-free, so the sign-in page can). `quiet`:
 * every reader has a default to fall back on, so a failure is nobody's news.
 */
export async function readPublicConfig(): Promise<PublicConfig> {
  return (await call('getPublicConfig', {}, { quiet: true })) ?? {};
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
