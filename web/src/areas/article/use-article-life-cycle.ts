import { type ArticleDetail, type ArticleListItem, canDoArticleAction } from '@shop/contract/areas/article';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { useCan } from '../../lib/permissions';
import { refreshArticles } from './article.queries';
import { deleteArticle, moveArticle } from './article-actions.api';

/** A step of an article's life cycle, in the order the buttons stand. */
export type ArticleMove = 'publish' | 'schedule' | 'unschedule' | 'unpublish' | 'delete';
const MOVES: readonly ArticleMove[] = ['publish', 'schedule', 'unschedule', 'unpublish', 'delete'];

/** What a move needs of the article: sent at the version it was read at. */
export type MovableArticle = Pick<ArticleListItem, 'id' | 'title' | 'status' | 'version'>;

/**
 * The life-cycle moves of an article, from its list row or its page: those its status allows,
 * for members holding `article.publish` (editors do). Schedule… opens its dialog (the caller shows
 * `scheduling`); Delete asks first. Success is told and cached; a refusal goes to `onError`, and
 * the lists are read again either way.
 */
export function useArticleLifeCycle(
  hooks: {
    onMoved?(move: ArticleMove, saved: ArticleDetail | null): void;
    onError?(error: Error): void;
  } = {},
) {
  const { t } = useTranslation('article');
  const queryClient = useQueryClient();
  const mayPublish = useCan('article.publish');
  const [scheduling, setScheduling] = useState<MovableArticle | null>(null);
  const { onMoved, onError } = hooks;
  const mutation = useMutation({
    mutationFn: ({ article, move }: { article: MovableArticle; move: Exclude<ArticleMove, 'schedule'> }) =>
      move === 'delete'
        ? deleteArticle(article.id, article.version)
        : moveArticle(move, article.id, article.version),
    onSuccess: (saved, { article, move }) => {
      feedback.success(t(`moved.${move}`, { title: article.title }));
      onMoved?.(move, saved);
      refreshArticles(queryClient, saved ?? undefined);
    },
    onError: (error) => {
      refreshArticles(queryClient);
      onError?.(error);
    },
  });

  const { mutate } = mutation;
  const act = useCallback(
    async (article: MovableArticle, move: ArticleMove) => {
      if (move === 'schedule') return setScheduling(article);
      if (move === 'delete') {
        const sure = await confirmDanger({
          title: t('confirmDeleteTitle', { title: article.title }),
          content: t('confirmDeleteText'),
          okText: t('move.delete'),
          cancelText: t('cancel'),
        });
        if (!sure) return;
      }
      mutate({ article, move });
    },
    [t, mutate],
  );

  const movesOf = useCallback(
    (article: Pick<ArticleListItem, 'status'>): ArticleMove[] =>
      mayPublish ? MOVES.filter((move) => canDoArticleAction(move, article.status)) : [],
    [mayPublish],
  );
  const closeScheduling = useCallback(() => setScheduling(null), []);
  return { act, movesOf, mutation, scheduling, closeScheduling };
}
