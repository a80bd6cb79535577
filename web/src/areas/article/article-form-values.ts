import {
  type ArticleCategory,
  type ArticleCreateBody,
  type ArticleDetail,
  type ArticlePreviewBody,
  type ArticleRevision,
  slugOf,
} from '@shop/contract/areas/article';
import type { ImageValue } from '../../components/image-upload';

/** The article as its form holds it: the cover with its URL, linked products with their titles. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  cover: ImageValue | null;
  summary: string;
  category: ArticleCategory;
  tags: string[];
  productIds: number[];
  contentHtml: string;
}

export const NEW_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  cover: null,
  summary: '',
  category: 'STORY',
  tags: [],
  productIds: [],
  contentHtml: '',
};

export function formValuesOf(article: ArticleDetail | ArticleRevision): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    cover:
      article.coverId !== null && article.coverUrl ? { id: article.coverId, url: article.coverUrl } : null,
    summary: article.summary,
    category: article.category,
    tags: article.tags,
    productIds: 'products' in article ? article.products.map((p) => p.id) : article.productIds,
    contentHtml: article.contentHtml,
  };
}

/** The body to create or save (the version is added by the caller). */
export function bodyOf(values: ArticleFormValues): ArticleCreateBody & ArticlePreviewBody {
  return {
    title: values.title,
    slug: values.slug,
    coverId: values.cover?.id ?? null,
    summary: values.summary,
    category: values.category,
    tags: values.tags,
    contentHtml: values.contentHtml,
    productIds: values.productIds,
  };
}

/** Where a body's issue shows on the form: `coverId` under the cover, the rest by their own name. */
export const fieldOfPath = { coverId: 'cover' } as const;
export const formFields = [
  'title',
  'slug',
  'cover',
  'summary',
  'category',
  'tags',
  'productIds',
  'contentHtml',
] as const;

/** Whether a body's issue at this first path segment shows under a field of the form. */
export function isFormField(segment: PropertyKey | undefined): boolean {
  const name = String(segment ?? '');
  return name in fieldOfPath || (formFields as readonly string[]).includes(name);
}

const HAN = /\p{Script=Han}/u;
type ToPinyin = (text: string) => string;
let pinyinLoad: Promise<ToPinyin> | undefined;

/**
 * The slug offered for a title: Chinese first written in toneless pinyin (pinyin-pro loads on the
 * first Chinese title, in its own chunk), then the contract's `slugOf`.
 */
export async function slugFromTitle(title: string): Promise<string> {
  if (!HAN.test(title)) return slugOf(title);
  pinyinLoad ??= import('pinyin-pro').then(
    ({ pinyin }) =>
      (text: string) =>
        // 'consecutive' keeps a Latin word whole ("Mug", not "M u g").
        pinyin(text, { toneType: 'none', nonZh: 'consecutive' }),
    (error: unknown) => {
      // A failed chunk load (offline) may succeed on a later try.
      pinyinLoad = undefined;
      throw error;
    },
  );
  return slugOf((await pinyinLoad)(title));
}
