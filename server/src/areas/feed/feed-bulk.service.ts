import {
  canDoFeedCommentAction,
  type FeedBulkRefusalData,
  type FeedCommentStatus,
  type feedBulkCommentBody,
  type feedBulkModerateBody,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { invalidField, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudits } from '../../http/audit.js';

/**
 * Bulk moderation, all or nothing: the named rows are locked in id order (so two bulks over
 * overlapping rows queue instead of deadlocking), every one is checked, and only when all pass are
 * they changed, in the same transaction, one audit row each.
 */

type Item = { id: number; version: number };
type Locked = { id: number; status: string; version: number };

/** The named ids as a PostgreSQL int[] literal (the lock and the update read the same set). */
const idArray = (items: Item[]) => `{${items.map((i) => i.id).join(',')}}`;

async function lockRows(tx: Db, table: 'feed_post' | 'feed_comment', items: Item[]): Promise<Locked[]> {
  const ids = idArray(items);
  return rowsOf<Locked>(
    await tx.execute(
      sql`SELECT id, status, version FROM ${sql.raw(table)} WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`,
    ),
  ).map((r) => ({ id: Number(r.id), status: r.status, version: Number(r.version) }));
}

/** The rows that stop the bulk: missing, at another version, or in a status the action cannot start from. */
function refusedOf(items: Item[], rows: Locked[], allowed: (status: string) => boolean) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refused: FeedBulkRefusalData['refused'] = [];
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const row = byId.get(item.id);
    if (!row) refused.push({ id: item.id, status: '', reason: 'notFound' });
    else if (!allowed(row.status)) refused.push({ id: item.id, status: row.status, reason: 'status' });
    else if (row.version !== item.version)
      refused.push({ id: item.id, status: row.status, reason: 'version' });
  }
  if (refused.length === 0) return;
  const data: FeedBulkRefusalData = { refused };
  throw refuseWith(Codes.ILLEGAL_TRANSITION, data, 'feed.bulkRefused', { count: refused.length });
}

/** Approves or rejects pending posts; answers their ids in the order named. */
export async function bulkModerateFeedPosts(
  db: Db,
  actor: Actor,
  body: z.output<typeof feedBulkModerateBody>,
): Promise<number[]> {
  const reason = body.reason ?? '';
  if (body.action === 'reject' && reason === '') throw invalidField(['reason'], 'feed.reasonRequired');
  const status = body.action === 'approve' ? 'PUBLISHED' : 'REJECTED';
  await db.transaction(async (tx) => {
    const rows = await lockRows(tx, 'feed_post', body.items);
    refusedOf(body.items, rows, (s) => s === 'PENDING_REVIEW');
    await tx.execute(sql`
      UPDATE feed_post SET status = ${status}, reviewed_by = ${actor.staffUserId}, reviewed_at = now(),
        reject_reason = ${body.action === 'reject' ? reason : sql`reject_reason`},
        published_at = ${body.action === 'approve' ? sql`coalesce(published_at, now())` : sql`published_at`},
        version = version + 1, updated_at = now(), updated_by = ${actor.staffUserId}
      WHERE id = ANY(${idArray(body.items)}::int[])`);
    await recordAudits(
      tx,
      rows.map((row) => ({
        actor,
        action: body.action,
        entity: 'feed_post',
        entityId: row.id,
        before: { status: row.status },
        after: { status, bulk: true, ...(body.action === 'reject' ? { rejectReason: reason } : {}) },
      })),
    );
  });
  return body.items.map((i) => i.id);
}

const commentStatusAfter = { approve: 'PUBLISHED', spam: 'SPAM', remove: 'REMOVED' } as const;

/** Approves, marks as spam or removes comments; answers their ids in the order named. */
export async function bulkModerateFeedComments(
  db: Db,
  actor: Actor,
  body: z.output<typeof feedBulkCommentBody>,
): Promise<number[]> {
  const status = commentStatusAfter[body.action];
  await db.transaction(async (tx) => {
    const rows = await lockRows(tx, 'feed_comment', body.items);
    refusedOf(body.items, rows, (s) => canDoFeedCommentAction(body.action, s as FeedCommentStatus));
    await tx.execute(sql`
      UPDATE feed_comment SET status = ${status}, reviewed_by = ${actor.staffUserId}, reviewed_at = now(),
        version = version + 1, updated_at = now()
      WHERE id = ANY(${idArray(body.items)}::int[])`);
    await recordAudits(
      tx,
      rows.map((row) => ({
        actor,
        action: body.action,
        entity: 'feed_comment',
        entityId: row.id,
        before: { status: row.status },
        after: { status, bulk: true },
      })),
    );
  });
  return body.items.map((i) => i.id);
}
