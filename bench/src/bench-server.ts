import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@shop/server/app';
import type { Database } from '@shop/server/db/client';
import { build } from 'vite';

/** Every bench sends traffic to this host only. */
export const HOST = '127.0.0.1';
/** `BENCH_SKIP_BUILD=1` measures the console already in web/dist. */
export const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
export const webDist = path.join(webDir, 'dist');

/** Builds the console into web/dist (or checks it is there with BENCH_SKIP_BUILD=1). */
export async function buildConsole(bench: string): Promise<void> {
  if (SKIP_BUILD) {
    if (!fs.existsSync(path.join(webDist, 'index.html')))
      throw new Error(`BENCH_SKIP_BUILD=1 but ${webDist}/index.html does not exist: build web first`);
    console.log(`${bench}: using the existing ${webDist} (BENCH_SKIP_BUILD=1)`);
    return;
  }
  console.log(`${bench}: building the console (web/vite.config.ts) …`);
  await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'warn' });
}

/**
 * The real server as the benches run it: quiet logs, default sessions, the console when asked
 * (from web/dist, or the build in `webDist`).
 */
export function benchApp(database: Database, options: { serveConsole?: boolean; webDist?: string } = {}) {
  return buildApp({
    settings: {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 0,
      SESSION_IDLE_MINUTES: 120,
      SESSION_MAX_HOURS: 24,
      ...(options.serveConsole ? { webDist: options.webDist ?? webDist } : {}),
    },
    database,
  });
}
