import type { ArticleCategory, ArticleStatus } from '@shop/contract/areas/article';

/** Tag colours of the life cycle: drafts grey, waiting blue, live green, withdrawn orange. */
export const articleStatusColours: Record<ArticleStatus, string> = {
  DRAFT: 'default',
  SCHEDULED: 'processing',
  PUBLISHED: 'success',
  UNPUBLISHED: 'warning',
};

export const articleStatusKeys = {
  DRAFT: 'status.DRAFT',
  SCHEDULED: 'status.SCHEDULED',
  PUBLISHED: 'status.PUBLISHED',
  UNPUBLISHED: 'status.UNPUBLISHED',
} as const satisfies Record<ArticleStatus, string>;

export const articleCategoryKeys = {
  STORY: 'categoryName.STORY',
  GUIDE: 'categoryName.GUIDE',
  NEWS: 'categoryName.NEWS',
  CARE: 'categoryName.CARE',
  MAKER: 'categoryName.MAKER',
} as const satisfies Record<ArticleCategory, string>;
