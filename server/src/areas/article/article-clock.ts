import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { type JobClockLog, startJobClock } from '../../lib/job-clock.js';
import { auditArticle } from './article-rows.js';

/**
 * The article clock: every SCHEDULED article whose publish_at has come is PUBLISHED, with
 * published_at = publish_at (when it was meant to appear, however late the round). Safe with
 * several servers on one database: each batch takes its articles with FOR UPDATE SKIP LOCKED, and
 * the update re-checks the status, so an article is published (and audited) exactly once. A staff
 * action on the same article takes the same row lock (article-rows.ts).
 */

/** Articles per transaction: a short hold of the embedded database between turns for requests. */
const BATCH = 50;

interface Published {
  id: number;
  version: number;
  publish_at: string;
}

/** Publishes one batch of due articles; answers how many. */
async function publishBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = rowsOf<Published>(
      await tx.execute(sql`
        WITH due AS (
          SELECT id FROM article
          WHERE status = 'SCHEDULED' AND publish_at <= ${now.toISOString()}::timestamptz
          ORDER BY publish_at, id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE article a
        SET status = 'PUBLISHED', published_at = a.publish_at, version = a.version + 1,
            updated_at = now(), updated_by = NULL
        FROM due WHERE a.id = due.id AND a.status = 'SCHEDULED'
        RETURNING a.id, a.version, a.publish_at`),
    );
    for (const row of rows) {
      const publishAt = new Date(row.publish_at).toISOString();
      await auditArticle(tx, null, 'publish', row.id, {
        before: { status: 'SCHEDULED', publishAt },
        after: { status: 'PUBLISHED', publishAt, publishedAt: publishAt, by: 'clock' },
      });
    }
    return rows.length;
  });
}

/** Publishes every due article, a batch at a time (stops between batches once `stop` is aborted). */
export async function publishDueArticles(db: Db, now = new Date(), stop?: AbortSignal): Promise<number> {
  let done = 0;
  for (;;) {
    const published = await publishBatch(db, now);
    done += published;
    if (published < BATCH || stop?.aborted) return done;
    await setImmediate();
  }
}

/** Runs `publishDueArticles` now and then every `intervalMs` (lib/job-clock.ts); the returned function stops it. */
export function startArticleClock(db: Db, log: JobClockLog, intervalMs = 10_000): () => Promise<void> {
  return startJobClock('article clock', log, intervalMs, async (stop) => {
    const published = await publishDueArticles(db, new Date(), stop);
    if (published) log.info({ published }, 'article clock');
  });
}
