import { describe, expect, it } from 'vitest';
import { createBodyOf, placeIssues, updateBodyOf } from './feed-post-values';

const values = {
  content: 'New mugs are in',
  images: [
    { id: 4, url: '/m/4' },
    { id: 2, url: '/m/2' },
  ],
  products: [{ id: 9, title: 'Mug' }],
};

describe('the post form as the API reads it', () => {
  it('keeps a draft, submits, or publishes at once', () => {
    expect(createBodyOf(values, 'draft')).toEqual({
      content: 'New mugs are in',
      imageIds: [4, 2],
      productIds: [9],
      customerId: null,
      submit: false,
      skipReview: false,
    });
    expect(createBodyOf(values, 'submit')).toMatchObject({ submit: true, skipReview: false });
    expect(createBodyOf({ ...values, customerId: 7 }, 'publish')).toMatchObject({
      customerId: 7,
      submit: true,
      skipReview: true,
    });
  });

  it('rewrites at the version read, images in the order shown', () => {
    expect(updateBodyOf(values, 3)).toEqual({
      content: 'New mugs are in',
      imageIds: [4, 2],
      productIds: [9],
      version: 3,
    });
  });

  it('puts the server issues on the form fields, and keeps the rest apart', () => {
    const placed = placeIssues([
      { path: ['imageIds', 1], message: 'No such image', key: 'feed.imageNotFound' },
      { path: ['content'], message: 'Write something first' },
      { path: ['skipReview'], message: 'A customer’s post is always reviewed' },
    ]);
    expect(placed.fields.map((issue) => issue.path)).toEqual([['images'], ['content']]);
    expect(placed.unplaced.map((issue) => issue.path)).toEqual([['skipReview']]);
  });
});
