import type { FeedCommentStatus, FeedPostStatus } from '@shop/contract/areas/feed';

/** One tag colour per post status, on the list, the drawer and the edit page. */
export const postStatusColours: Record<FeedPostStatus, string> = {
  DRAFT: 'default',
  PENDING_REVIEW: 'gold',
  PUBLISHED: 'green',
  REJECTED: 'red',
  HIDDEN: 'default',
  DELETED: 'default',
};

export const commentStatusColours: Record<FeedCommentStatus, string> = {
  PENDING: 'gold',
  PUBLISHED: 'green',
  SPAM: 'magenta',
  REMOVED: 'default',
};

/** The first words of a post, for a list cell, a toast or a dialog's title. */
export function excerptOf(content: string, length = 40): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
}
