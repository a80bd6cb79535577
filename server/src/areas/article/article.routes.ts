import { articleEndpoints as api } from '@shop/contract/areas/article.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { createArticle, restoreArticleRevision, updateArticle } from './article.service.js';
import { getArticleDetail, listArticleRevisions, listArticles } from './article.table.js';
import {
  deleteArticle,
  publishArticle,
  scheduleArticle,
  unpublishArticle,
  unscheduleArticle,
} from './article-life.service.js';
import { previewArticle } from './article-preview.js';

/**
 * Articles (access `article`; publishing, scheduling, unpublishing and deleting `article.publish`,
 * which the contract names per endpoint). Each write answers the article as it now is.
 */
export function articleRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listArticles, (request) => listArticles(db, request.query));
    route(app, api.createArticle, async (request) =>
      getArticleDetail(db, await createArticle(db, actorOf(request), request.body)),
    );
    route(app, api.getArticle, (request) => getArticleDetail(db, request.params.id));
    route(app, api.updateArticle, async (request) => {
      await updateArticle(db, actorOf(request), request.params.id, request.body);
      return getArticleDetail(db, request.params.id);
    });
    route(app, api.deleteArticle, async (request) => {
      await deleteArticle(db, actorOf(request), request.params.id, request.query.version);
      return null;
    });
    route(app, api.scheduleArticle, async (request) => {
      const { version, publishAt } = request.body;
      await scheduleArticle(db, actorOf(request), request.params.id, version, publishAt);
      return getArticleDetail(db, request.params.id);
    });
    const actions = [
      [api.unscheduleArticle, unscheduleArticle],
      [api.publishArticle, publishArticle],
      [api.unpublishArticle, unpublishArticle],
    ] as const;
    for (const [endpoint, act] of actions)
      route(app, endpoint, async (request) => {
        await act(db, actorOf(request), request.params.id, request.body.version);
        return getArticleDetail(db, request.params.id);
      });
    route(app, api.previewArticle, (request) => previewArticle(db, request.body));
    route(app, api.listArticleRevisions, (request) => listArticleRevisions(db, request.params.id));
    route(app, api.restoreArticleRevision, async (request) => {
      const { id, revision } = request.params;
      await restoreArticleRevision(db, actorOf(request), id, revision, request.body.version);
      return getArticleDetail(db, id);
    });
  };
}
