import {
  canDoFeedPostAction,
  type FeedPostAction,
  type FeedPostStatus,
  feedPostActionsFrom,
  feedPostStatuses,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { insertFeedPost, staffIdOf } from '../../test-support/feed-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

/**
 * Every post action from every status (issue 22): the contract's `feedPostActionsFrom` says
 * where each may start; from there it lands where it should and is audited, from anywhere else
 * it is 42203 with the action's key and data `{ id, status, allowed }`, and nothing changes.
 */
const t = useTestApp();
let admin: Caller;
let staffId: number;

beforeAll(async () => {
  admin = await t.as('admin');
  staffId = await staffIdOf(t.db, 'admin');
});

const landsOn: Record<FeedPostAction, (from: FeedPostStatus) => FeedPostStatus> = {
  submit: () => 'PENDING_REVIEW',
  approve: () => 'PUBLISHED',
  reject: () => 'REJECTED',
  hide: () => 'HIDDEN',
  show: () => 'PUBLISHED',
  pin: (from) => from,
  unpin: (from) => from,
  edit: (from) => from,
  delete: () => 'DELETED',
};

const keyOf: Record<FeedPostAction, string> = {
  submit: 'feed.cannotSubmit',
  approve: 'feed.cannotApprove',
  reject: 'feed.cannotReject',
  hide: 'feed.cannotHide',
  show: 'feed.cannotShow',
  pin: 'feed.cannotPin',
  unpin: 'feed.cannotUnpin',
  edit: 'feed.cannotEdit',
  delete: 'feed.cannotDelete',
};

function send(action: FeedPostAction, post: { id: number; version: number }) {
  const params = { id: post.id };
  const body = { version: post.version };
  switch (action) {
    case 'submit':
      return admin.call('submitFeedPost', { params, body });
    case 'approve':
      return admin.call('approveFeedPost', { params, body });
    case 'reject':
      return admin.call('rejectFeedPost', { params, body: { ...body, reason: 'Not about our goods' } });
    case 'hide':
      return admin.call('hideFeedPost', { params, body });
    case 'show':
      return admin.call('showFeedPost', { params, body });
    case 'pin':
      return admin.call('pinFeedPost', { params, body });
    case 'unpin':
      return admin.call('unpinFeedPost', { params, body });
    case 'edit':
      return admin.call('updateFeedPost', { params, body: { ...body, content: 'Rewritten by staff' } });
    case 'delete':
      return admin.call('deleteFeedPost', { params, query: body });
  }
}

/** The audit's word for an action: an edit is recorded as an update. */
const auditedAs = (action: FeedPostAction) => (action === 'edit' ? 'update' : action);

describe('every post action from every status', () => {
  for (const action of Object.keys(feedPostActionsFrom) as FeedPostAction[]) {
    for (const from of feedPostStatuses) {
      const allowed = canDoFeedPostAction(action, from);
      it(`${action} from ${from}: ${allowed ? 'allowed' : '42203'}`, async () => {
        const post = await insertFeedPost(t.db, {
          status: from,
          staffId,
          pinned: action === 'unpin' && allowed,
        });
        const res = await send(action, post);
        const body = res.json();
        const audits = await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'feed_post'), eq(auditLog.entityId, String(post.id))));
        if (allowed) {
          expect(body.code, res.body).toBe(Codes.OK);
          expect(body.data.status).toBe(landsOn[action](from));
          expect(body.data.version).toBe(post.version + 1);
          if (action === 'pin') expect(body.data.pinned).toBe(true);
          if (action === 'unpin' || action === 'hide' || action === 'delete')
            expect(body.data.pinned).toBe(false);
          expect(audits.map((a) => a.action)).toEqual([auditedAs(action)]);
        } else {
          expect(res.statusCode).toBe(422);
          expect(body.code).toBe(Codes.ILLEGAL_TRANSITION);
          expect(body.key).toBe(keyOf[action]);
          expect(body.data).toEqual({
            id: post.id,
            status: from,
            allowed: feedPostActionsFrom[action].join(', '),
          });
          expect(audits).toEqual([]);
          const after = await admin.ok('getFeedPost', { params: { id: post.id } });
          expect([after.status, after.version]).toEqual([from, post.version]);
        }
      });
    }
  }
});

describe('what every action checks first', () => {
  it('a stale version is 40900 naming who changed it, and a missing post 404', async () => {
    const post = await insertFeedPost(t.db, { status: 'PENDING_REVIEW', staffId });
    await admin.ok('approveFeedPost', { params: { id: post.id }, body: { version: post.version } });
    const stale = await admin.call('hideFeedPost', {
      params: { id: post.id },
      body: { version: post.version },
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, Codes.VERSION_CONFLICT]);
    expect(stale.json().data.version).toBe(post.version + 1);
    const missing = await admin.call('approveFeedPost', { params: { id: 999_999 }, body: { version: 1 } });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No such post']);
  });

  it('approve stamps the reviewer and the first publication; a later hide and show keep it', async () => {
    const post = await insertFeedPost(t.db, { status: 'PENDING_REVIEW', staffId });
    const approved = await admin.ok('approveFeedPost', {
      params: { id: post.id },
      body: { version: post.version },
    });
    expect(approved.reviewedByName).toBeTruthy();
    expect(approved.publishedAt).not.toBeNull();
    const hidden = await admin.ok('hideFeedPost', {
      params: { id: post.id },
      body: { version: approved.version },
    });
    const shown = await admin.ok('showFeedPost', {
      params: { id: post.id },
      body: { version: hidden.version },
    });
    expect(shown.publishedAt).toBe(approved.publishedAt);
  });

  it('a rejection keeps its reason, and the post may be submitted again', async () => {
    const post = await insertFeedPost(t.db, { status: 'PENDING_REVIEW', staffId });
    const rejected = await admin.ok('rejectFeedPost', {
      params: { id: post.id },
      body: { version: post.version, reason: 'Photos of another shop' },
    });
    expect([rejected.status, rejected.rejectReason]).toEqual(['REJECTED', 'Photos of another shop']);
    const noReason = await admin.call('rejectFeedPost', { params: { id: post.id }, body: { version: 2 } });
    expect(noReason.statusCode).toBe(400);
    const again = await admin.ok('submitFeedPost', {
      params: { id: post.id },
      body: { version: rejected.version },
    });
    expect(again.status).toBe('PENDING_REVIEW');
  });
});
