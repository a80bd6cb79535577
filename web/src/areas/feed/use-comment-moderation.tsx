import {
  canDoFeedCommentAction,
  type FeedComment,
  type FeedCommentAction,
  feedCommentActionsFrom,
} from '@shop/contract/areas/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { useCan } from '../../lib/permissions';
import { refreshComments } from './feed.queries';
import { bulkModerateComments, moveComment } from './feed-actions.api';
import { refusedRowsOf } from './use-post-moderation';

const ACTIONS = Object.keys(feedCommentActionsFrom) as FeedCommentAction[];
export type BulkCommentAction = 'approve' | 'spam' | 'remove';
type Job =
  | { action: FeedCommentAction; comments: [FeedComment] }
  | { action: BulkCommentAction; comments: FeedComment[]; bulk: true };

/**
 * A comment's moderation (approve, spam, remove, restore, as `feedCommentActionsFrom` allows)
 * one at a time or many at once (all or nothing), for members holding `feed.moderate`.
 */
export function useCommentModeration(onDone?: () => void) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const mayModerate = useCan('feed.moderate');
  const mutation = useMutation({
    mutationFn: (job: Job) => {
      const items = job.comments.map(({ id, version }) => ({ id, version }));
      if ('bulk' in job) return bulkModerateComments(job.action, items).then((answer) => answer.items);
      const [comment] = job.comments;
      return moveComment(job.action, comment.id, comment.version).then((answer) => [answer]);
    },
    onSuccess: (_answered, job) => {
      feedback.success(t(`commentMoved.${job.action}`, { n: job.comments.length }));
      refreshComments(queryClient);
      onDone?.();
    },
    onError: (error) => {
      refreshComments(queryClient);
      const refused = refusedRowsOf(error);
      if (refused.length === 0) feedback.error(error.message, ERROR_TOAST_MS);
      else
        Modal.error({
          title: error.message,
          content: (
            <ul aria-label={t('bulkRefusedRows')}>
              {refused.map((row) => (
                <li key={row.id}>
                  {t('bulkRefusedComment', {
                    id: row.id,
                    status: t(`commentStatus.${row.status as 'PENDING'}`),
                    reason: t(`refusedBecause.${row.reason}`),
                  })}
                </li>
              ))}
            </ul>
          ),
        });
    },
  });
  const { mutate } = mutation;
  const act = useCallback(
    (comment: FeedComment, action: FeedCommentAction) => mutate({ action, comments: [comment] }),
    [mutate],
  );
  const bulk = useCallback(
    (action: BulkCommentAction, comments: FeedComment[]) => mutate({ action, comments, bulk: true }),
    [mutate],
  );
  const actionsOf = useCallback(
    (comment: Pick<FeedComment, 'status'>) =>
      mayModerate ? ACTIONS.filter((action) => canDoFeedCommentAction(action, comment.status)) : [],
    [mayModerate],
  );
  return { act, bulk, actionsOf, mayModerate, pending: mutation.isPending };
}
