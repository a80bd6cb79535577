import path from 'node:path';
import { z } from 'zod';

/** Log levels pino understands. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Every setting the server reads, validated once at start-up. The README's table lists them.
 * Unset and empty variables take the default.
 */
const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Hops of reverse proxies whose X-Forwarded-For is believed; 0 believes none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** A session dies after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(120),
  /** A session dies this many hours after sign-in, however busy. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** How often the article clock publishes scheduled articles that have come due (ms). */
  ARTICLE_CLOCK_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** Where the built console lives; the server serves it beside the API. */
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Reads the environment once; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const name = String(first?.path[0] ?? 'configuration');
    const value = raw[name];
    const shown = name === 'ADMIN_PASSWORD' || value === undefined ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid setting ${name}: ${first?.message ?? 'invalid'}${shown}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
