import type { ArticleCreateBody, ArticlePreviewBody, ArticleUpdateBody } from '@shop/contract/areas/article';
import { call } from '../../lib/api';

/*
 * Every write is `quiet`: the page shows field problems under their fields and a refusal (a move
 * its status does not allow 42203, a stale version 40900) in place, in the console's language.
 */
const quiet = { quiet: true };

export const createArticle = (body: ArticleCreateBody) => call('createArticle', { body }, quiet);

export const updateArticle = (id: number, body: ArticleUpdateBody) =>
  call('updateArticle', { params: { id }, body }, quiet);

export const deleteArticle = (id: number, version: number) =>
  call('deleteArticle', { params: { id }, query: { version } }, quiet);

export const scheduleArticle = (id: number, version: number, publishAt: string) =>
  call('scheduleArticle', { params: { id }, body: { version, publishAt } }, quiet);

/** The moves that need nothing but the version read. */
export const moveArticle = (action: 'publish' | 'unpublish' | 'unschedule', id: number, version: number) => {
  const request = { params: { id }, body: { version } };
  if (action === 'publish') return call('publishArticle', request, quiet);
  if (action === 'unpublish') return call('unpublishArticle', request, quiet);
  return call('unscheduleArticle', request, quiet);
};

export const previewArticle = (body: ArticlePreviewBody) => call('previewArticle', { body }, quiet);

export const restoreArticleRevision = (id: number, revision: number, version: number) =>
  call('restoreArticleRevision', { params: { id, revision }, body: { version } }, quiet);
