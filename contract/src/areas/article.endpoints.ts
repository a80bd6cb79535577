import { z } from 'zod';
import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import {
  articleActionBody,
  articleCreateBody,
  articleDeleteQuery,
  articleDetail,
  articleListData,
  articleListQuery,
  articlePreviewBody,
  articlePreviewData,
  articleRestoreBody,
  articleRevisionParams,
  articleRevisionsData,
  articleScheduleBody,
  articleUpdateBody,
  idParams,
} from './article.js';

const access = 'article';
const publish = 'article.publish';
const tag = 'article';

const onArticle = [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION] as const;

function articleAction<const Id extends string, const Verb extends string>(
  operationId: Id,
  verb: Verb,
  summary: string,
) {
  return endpoint({
    operationId,
    method: 'POST',
    path: `/base/admin/articles/:id/${verb}`,
    access: publish,
    tag,
    summary,
    params: idParams,
    body: articleActionBody,
    data: articleDetail,
    refusals: onArticle,
  });
}

/**
 * Articles (access `article`): write, preview and keep revisions; publishing, scheduling,
 * unpublishing and deleting need `article.publish`.
 */
export const articleEndpoints = endpoints(
  endpoint({
    operationId: 'listArticles',
    method: 'GET',
    path: '/base/admin/articles',
    access,
    tag,
    summary:
      'Articles by status (with every status’s count), search title/slug/summary, category, tag, linked product, date range, sort, pages',
    query: articleListQuery,
    data: articleListData,
  }),
  endpoint({
    operationId: 'createArticle',
    method: 'POST',
    path: '/base/admin/articles',
    access,
    tag,
    summary:
      'A new DRAFT article (revision 1); its HTML sanitised; a slug already used is refused on the field',
    body: articleCreateBody,
    data: articleDetail,
  }),
  endpoint({
    operationId: 'getArticle',
    method: 'GET',
    path: '/base/admin/articles/:id',
    access,
    tag,
    summary: 'One article with its content and linked products',
    params: idParams,
    data: articleDetail,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'updateArticle',
    method: 'PUT',
    path: '/base/admin/articles/:id',
    access,
    tag,
    summary: 'Save an article at the version read (40900 when stale) as a new revision; the status stays',
    params: idParams,
    body: articleUpdateBody,
    data: articleDetail,
    refusals: onArticle,
  }),
  endpoint({
    operationId: 'deleteArticle',
    method: 'DELETE',
    path: '/base/admin/articles/:id',
    access: publish,
    tag,
    summary: 'Delete a DRAFT or UNPUBLISHED article and its revisions at the version read',
    params: idParams,
    query: articleDeleteQuery,
    data: z.null(),
    refusals: onArticle,
  }),
  endpoint({
    operationId: 'scheduleArticle',
    method: 'POST',
    path: '/base/admin/articles/:id/schedule',
    access: publish,
    tag,
    summary:
      'DRAFT or UNPUBLISHED → SCHEDULED for publishAt (in the future); the clock publishes it then, once however many servers run',
    params: idParams,
    body: articleScheduleBody,
    data: articleDetail,
    refusals: onArticle,
  }),
  articleAction('unscheduleArticle', 'unschedule', 'SCHEDULED → DRAFT'),
  articleAction('publishArticle', 'publish', 'DRAFT, SCHEDULED or UNPUBLISHED → PUBLISHED now'),
  articleAction('unpublishArticle', 'unpublish', 'PUBLISHED → UNPUBLISHED: the shop stops showing it'),
  endpoint({
    operationId: 'previewArticle',
    method: 'POST',
    path: '/base/admin/articles/preview',
    access,
    tag,
    summary:
      'What the shop would show for these (unsaved) fields: the sanitised HTML and the product cards; stores nothing',
    body: articlePreviewBody,
    data: articlePreviewData,
  }),
  endpoint({
    operationId: 'listArticleRevisions',
    method: 'GET',
    path: '/base/admin/articles/:id/revisions',
    access,
    tag,
    summary: 'Every saved revision of an article, newest first',
    params: idParams,
    data: articleRevisionsData,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'restoreArticleRevision',
    method: 'POST',
    path: '/base/admin/articles/:id/revisions/:revision/restore',
    access,
    tag,
    summary: 'Save a revision’s content again as the newest revision, at the version read; the status stays',
    params: articleRevisionParams,
    body: articleRestoreBody,
    data: articleDetail,
    refusals: onArticle,
  }),
);
