import {
  canDoFeedPostAction,
  type FeedBulkRefusalData,
  type FeedPostAction,
  type FeedPostDetail,
  type FeedPostListItem,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { useCan } from '../../lib/permissions';
import { ApiError } from '../../lib/request';
import { refreshPosts } from './feed.queries';
import { bulkModeratePosts, deletePost, movePost, type PostMove, rejectPost } from './feed-actions.api';
import { excerptOf } from './feed-labels';
import { RejectDialog } from './reject-dialog';

export type Moderated = Pick<FeedPostListItem, 'id' | 'version' | 'status' | 'content' | 'pinned'>;

/** The moderation moves in the order their buttons stand. */
export type ModerationMove = PostMove | 'reject' | 'delete';
const MOVES: readonly ModerationMove[] = ['approve', 'reject', 'pin', 'unpin', 'hide', 'show', 'delete'];

type Job =
  | { kind: 'move'; move: PostMove; post: Moderated }
  | { kind: 'reject'; posts: Moderated[]; reason: string }
  | { kind: 'delete'; post: Moderated }
  | { kind: 'bulkApprove'; posts: Moderated[] };

async function run(job: Job): Promise<FeedPostDetail[]> {
  if (job.kind === 'move') return [await movePost(job.move, job.post.id, job.post.version)];
  if (job.kind === 'delete') return [await deletePost(job.post.id, job.post.version)];
  if (job.kind === 'reject' && job.posts.length === 1 && job.posts[0]) {
    const [post] = job.posts;
    return [await rejectPost(post.id, post.version, job.reason)];
  }
  const items = job.posts.map(({ id, version }) => ({ id, version }));
  const answer =
    job.kind === 'reject'
      ? await bulkModeratePosts({ action: 'reject', items, reason: job.reason })
      : await bulkModeratePosts({ action: 'approve', items });
  return answer.items;
}

/** The rows a refused bulk moderation names (42203 feed.bulkRefused), else none. */
export function refusedRowsOf(error: unknown): FeedBulkRefusalData['refused'] {
  if (!(error instanceof ApiError) || error.code !== Codes.ILLEGAL_TRANSITION) return [];
  const data = error.data as Partial<FeedBulkRefusalData> | undefined;
  return Array.isArray(data?.refused) ? data.refused : [];
}

/**
 * A post's moderation from its row, the keyboard or its drawer: which moves its status allows to a
 * member holding `feed.moderate`, each sent at the version read (reject after its reason, delete
 * after a question). Success is told, cached and handed to `onDone` (the queue moves its focus on);
 * a refusal is told in the console's language, a refused bulk naming the rows that stopped it.
 */
export function usePostModeration(onDone?: (posts: Moderated[], answered: FeedPostDetail[]) => void) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const mayModerate = useCan('feed.moderate');
  const [rejecting, setRejecting] = useState<Moderated[] | null>(null);

  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (answered, job) => {
      const posts = 'posts' in job ? job.posts : [job.post];
      const what = job.kind === 'move' ? job.move : job.kind === 'bulkApprove' ? 'approve' : job.kind;
      feedback.success(
        posts.length === 1 && posts[0]
          ? t(`moved.${what}`, { excerpt: excerptOf(posts[0].content, 24) })
          : t(`movedMany.${what === 'reject' ? 'reject' : 'approve'}`, { n: posts.length }),
      );
      setRejecting(null);
      refreshPosts(queryClient, answered);
      onDone?.(posts, answered);
    },
    onError: (error) => {
      refreshPosts(queryClient);
      const refused = refusedRowsOf(error);
      if (refused.length === 0) {
        if (!rejecting) feedback.error(error.message, ERROR_TOAST_MS);
        return;
      }
      setRejecting(null);
      Modal.error({
        title: error.message,
        content: (
          <ul aria-label={t('bulkRefusedRows')}>
            {refused.map((row) => (
              <li key={row.id}>
                {t('bulkRefusedRow', {
                  id: row.id,
                  status: t(`postStatus.${row.status as 'DRAFT'}`),
                  reason: t(`refusedBecause.${row.reason}`),
                })}
              </li>
            ))}
          </ul>
        ),
      });
    },
  });
  const { mutate, reset } = mutation;
  const askReason = useCallback(
    (posts: Moderated[]) => {
      reset();
      setRejecting(posts);
    },
    [reset],
  );

  const act = useCallback(
    async (post: Moderated, move: ModerationMove) => {
      if (move === 'reject') askReason([post]);
      else if (move === 'delete') {
        const sure = await confirmDanger({
          title: t('confirmDeleteTitle'),
          content: t('confirmDeleteText', { excerpt: excerptOf(post.content) }),
          okText: t('action.delete'),
          cancelText: t('cancel'),
        });
        if (sure) mutate({ kind: 'delete', post });
      } else mutate({ kind: 'move', move, post });
    },
    [t, mutate, askReason],
  );

  const bulkApprove = useCallback((posts: Moderated[]) => mutate({ kind: 'bulkApprove', posts }), [mutate]);

  /** The moves this post's status allows, if the member moderates at all. */
  const movesOf = useCallback(
    (post: Pick<Moderated, 'status' | 'pinned'>): ModerationMove[] =>
      mayModerate
        ? MOVES.filter((move) => {
            if (move === 'pin' && post.pinned) return false;
            if (move === 'unpin' && !post.pinned) return false;
            return canDoFeedPostAction(move as FeedPostAction, post.status);
          })
        : [],
    [mayModerate],
  );

  const dialog: ReactNode = rejecting ? (
    <RejectDialog
      count={rejecting.length}
      pending={mutation.isPending}
      error={mutation.isError && refusedRowsOf(mutation.error).length === 0 ? mutation.error.message : null}
      onCancel={() => {
        setRejecting(null);
        reset();
      }}
      onConfirm={(reason) => mutate({ kind: 'reject', posts: rejecting, reason })}
    />
  ) : null;

  return {
    act,
    bulkApprove,
    bulkReject: askReason,
    movesOf,
    mayModerate,
    dialog,
    pending: mutation.isPending,
    rejecting: rejecting !== null,
  };
}
