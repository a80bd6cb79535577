import { feedEndpoints as api } from '@shop/contract/areas/feed.endpoints';
import { holds } from '@shop/contract/permissions';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { notFound } from '../../http/app-error.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { bulkModerateFeedComments, bulkModerateFeedPosts } from './feed-bulk.service.js';
import { moveFeedComment, replyFeedPost } from './feed-comment.service.js';
import { feedCommentItems, listFeedComments } from './feed-comment.table.js';
import { createFeedPost, moveFeedPost, submitFeedPost, updateFeedPost } from './feed-post.service.js';
import { listFeedPosts } from './feed-post.table.js';
import { feedPostItem, feedPostItems } from './feed-post-items.js';

/**
 * Feeds (access `feed`; moderation `feed.moderate`, checked from the contract): posts, their
 * moderation queue and their comments'. Each write answers the post or comment as it now is.
 */
export function feedRoutes(db: Db): FastifyPluginAsync {
  const postOf = async (id: number) => {
    const post = await feedPostItem(db, id);
    if (!post) throw notFound('feed.postNotFound');
    return post;
  };
  const commentOf = async (id: number) => {
    const [comment] = await feedCommentItems(db, [id]);
    if (!comment) throw notFound('feed.commentNotFound');
    return comment;
  };
  const grantsOf = (request: Parameters<typeof staffOf>[0]) => ({
    mayModerate: holds(staffOf(request).grants, 'feed.moderate'),
  });
  return async (app) => {
    route(app, api.listFeedPosts, (request) => listFeedPosts(db, request.query));
    route(app, api.createFeedPost, async (request) =>
      postOf(await createFeedPost(db, actorOf(request), request.body, grantsOf(request))),
    );
    route(app, api.getFeedPost, (request) => postOf(request.params.id));
    route(app, api.updateFeedPost, async (request) => {
      await updateFeedPost(db, actorOf(request), request.params.id, request.body);
      return postOf(request.params.id);
    });
    route(app, api.deleteFeedPost, async (request) => {
      await moveFeedPost(db, actorOf(request), request.params.id, request.query.version, 'delete');
      return postOf(request.params.id);
    });
    route(app, api.submitFeedPost, async (request) => {
      await submitFeedPost(db, actorOf(request), request.params.id, request.body, grantsOf(request));
      return postOf(request.params.id);
    });
    route(app, api.rejectFeedPost, async (request) => {
      const { version, reason } = request.body;
      await moveFeedPost(db, actorOf(request), request.params.id, version, 'reject', reason);
      return postOf(request.params.id);
    });
    const moves = [
      [api.approveFeedPost, 'approve'],
      [api.hideFeedPost, 'hide'],
      [api.showFeedPost, 'show'],
      [api.pinFeedPost, 'pin'],
      [api.unpinFeedPost, 'unpin'],
    ] as const;
    for (const [endpoint, action] of moves)
      route(app, endpoint, async (request) => {
        await moveFeedPost(db, actorOf(request), request.params.id, request.body.version, action);
        return postOf(request.params.id);
      });
    route(app, api.bulkModerateFeedPosts, async (request) => ({
      items: await feedPostItems(db, await bulkModerateFeedPosts(db, actorOf(request), request.body)),
    }));

    route(app, api.listFeedComments, (request) => listFeedComments(db, request.query));
    route(app, api.replyFeedPost, async (request) =>
      commentOf(await replyFeedPost(db, actorOf(request), request.params.id, request.body.content)),
    );
    const commentMoves = [
      [api.approveFeedComment, 'approve'],
      [api.spamFeedComment, 'spam'],
      [api.removeFeedComment, 'remove'],
      [api.restoreFeedComment, 'restore'],
    ] as const;
    for (const [endpoint, action] of commentMoves)
      route(app, endpoint, async (request) => {
        await moveFeedComment(db, actorOf(request), request.params.id, request.body.version, action);
        return commentOf(request.params.id);
      });
    route(app, api.bulkModerateFeedComments, async (request) => ({
      items: await feedCommentItems(db, await bulkModerateFeedComments(db, actorOf(request), request.body)),
    }));
  };
}
