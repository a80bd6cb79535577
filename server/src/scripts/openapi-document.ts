import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';

/** The OpenAPI document exactly as the server serves it at /base/docs/json, as stable JSON text. */
export async function openApiDocument(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    settings: { LOG_LEVEL: 'silent', TRUST_PROXY: 0, SESSION_IDLE_MINUTES: 60, SESSION_MAX_HOURS: 1 },
    database,
  });
  try {
    await app.ready();
    const res = await app.inject({ url: '/base/docs/json' });
    return `${JSON.stringify(res.json(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
