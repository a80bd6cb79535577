import { queryOptions } from '@tanstack/react-query';
import { call } from './api';

/** The configuration centre's public entries by key (`shop_title`, `shop_currency`, …). */
export type PublicConfig = Readonly<Record<string, unknown>>;

/** The page's first answer (the shop title's read at start), which the console's query starts from. */
let firstAnswer: { config: PublicConfig; at: number } | undefined;
/** A read under way, which a reader at the same moment joins rather than asking again. */
let reading: Promise<PublicConfig> | undefined;

/**
 * Reads the public configuration (no sign-in needed; zod-free, so the sign-in page can). `quiet`:
 * every reader has a default to fall back on, so a failure is nobody's news.
 */
export function readPublicConfig(): Promise<PublicConfig> {
  reading ??= call('getPublicConfig', {}, { quiet: true })
    .then((answer) => {
      const config = answer ?? {};
      firstAnswer ??= { config, at: Date.now() };
      return config;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/** One query for the whole console: invalidate `publicConfigKey` after saving a public entry. */
export const publicConfigKey = ['public-config'] as const;

export const publicConfigOptions = () =>
  queryOptions({
    queryKey: publicConfigKey,
    queryFn: readPublicConfig,
    // Public entries change rarely; a minute old is fresh enough for titles and prices. The read
    // made at start (the shop title) is the first answer, so a page load asks once.
    staleTime: 60_000,
    initialData: () => firstAnswer?.config,
    initialDataUpdatedAt: () => firstAnswer?.at,
  });
