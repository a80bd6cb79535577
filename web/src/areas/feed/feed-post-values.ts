import type { FeedPostCreateBody, FeedPostDetail, FeedPostUpdateBody } from '@shop/contract/areas/feed';
import type { ImageValue } from '../../components/image-upload';
import type { Issue } from '../../lib/form-issues';
import type { LinkedProduct } from './feed-products-field';

/** The post form's values: what staff see (images and products with their names). */
export interface FeedPostFormValues {
  content: string;
  images: ImageValue[];
  products: LinkedProduct[];
  /** Set: a customer's words entered on their behalf. */
  customerId?: number | undefined;
}

/** How a post leaves the form: kept as a draft, sent for review, published at once, or saved as it stands. */
export type SaveIntent = 'draft' | 'submit' | 'publish' | 'save';

export const NEW_POST: FeedPostFormValues = { content: '', images: [], products: [] };

export function formValuesOf(post: FeedPostDetail): FeedPostFormValues {
  return {
    content: post.content,
    images: post.images.map(({ id, url }) => ({ id, url })),
    products: post.products.map(({ id, title }) => ({ id, title })),
  };
}

const fieldsOf = (values: FeedPostFormValues) => ({
  content: values.content,
  imageIds: values.images.map((image) => image.id),
  productIds: values.products.map((product) => product.id),
});

export function createBodyOf(values: FeedPostFormValues, intent: SaveIntent): FeedPostCreateBody {
  return {
    ...fieldsOf(values),
    customerId: values.customerId ?? null,
    submit: intent !== 'draft',
    skipReview: intent === 'publish',
  };
}

export function updateBodyOf(values: FeedPostFormValues, version: number): FeedPostUpdateBody {
  return { ...fieldsOf(values), version };
}

const FIELD_OF_PATH: Readonly<Record<string, keyof FeedPostFormValues>> = {
  content: 'content',
  imageIds: 'images',
  productIds: 'products',
  customerId: 'customerId',
};

/** The server's field issues on the form's fields; the rest (skipReview…) said above the buttons. */
export function placeIssues(issues: readonly Issue[]): { fields: Issue[]; unplaced: Issue[] } {
  const fields: Issue[] = [];
  const unplaced: Issue[] = [];
  for (const issue of issues) {
    const field = FIELD_OF_PATH[String(issue.path[0] ?? '')];
    if (field) fields.push({ ...issue, path: [field] });
    else unplaced.push(issue);
  }
  return { fields, unplaced };
}
