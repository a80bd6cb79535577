import { messageCatalogue } from '../message.js';

/** What the article area's refusals and field checks say, in English; the console translates each key. */
export const articleMessages = messageCatalogue('article', {
  // Field checks of the contract's bodies.
  'article.titleRequired': 'Give the article a title',
  'article.slugFormat': 'Use lower-case letters, digits and single hyphens',
  'article.tooManyTags': 'At most 10 tags',
  'article.tooManyProducts': 'At most 10 products',

  // Field checks only the server can make.
  'article.slugTaken': 'Another article already uses this address',
  'article.coverNotFound': 'No such image',
  'article.productNotFound': 'No such product',
  'article.publishAtPast': 'Choose a time in the future',

  // Missing rows.
  'article.notFound': 'No such article',
  'article.revisionNotFound': 'No such revision',

  // 42203: the life cycle (data: id, status, allowed).
  'article.cannotSchedule': 'Cannot schedule an article that is {{status}}; allowed from {{allowed}}',
  'article.cannotUnschedule': 'Cannot unschedule an article that is {{status}}; allowed from {{allowed}}',
  'article.cannotPublish': 'Cannot publish an article that is {{status}}; allowed from {{allowed}}',
  'article.cannotUnpublish': 'Cannot unpublish an article that is {{status}}; allowed from {{allowed}}',
  'article.cannotDelete': 'Only a draft or unpublished article can be deleted; this one is {{status}}',
});
