import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@shop/server/db/client';

/**
 * Runs `work` on an embedded database in a fresh data folder on disk (as `npm start` uses, rather
 * than memory: a million-row bench is gigabytes of pages), then closes it and removes the folder.
 */
export async function withScratchPglite<T>(
  name: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
