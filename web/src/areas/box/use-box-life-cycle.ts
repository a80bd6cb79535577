import { type BoxSeries, type BoxSeriesDetail, canDoBoxAction } from '@shop/contract/areas/box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { useCanCall } from '../../lib/permissions';
import { refreshBoxes } from './box.queries';
import { deleteBox, moveBox } from './box-actions.api';

/** A step of a box's life cycle, in the order the buttons stand. */
export type BoxMove = 'publish' | 'pause' | 'end' | 'delete';
const MOVES: readonly BoxMove[] = ['publish', 'pause', 'end', 'delete'];

/** What a move needs of the box: sent at the version it was read at. */
export type Movable = Pick<BoxSeries, 'id' | 'title' | 'status' | 'version' | 'oddsChanged' | 'oddsVersion'>;

/** A question before a move; resolves true when staff confirm it. */
function ask(options: { title: string; content: string; okText: string; cancelText: string }) {
  return new Promise<boolean>((resolve) => {
    Modal.confirm({ ...options, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/**
 * The life-cycle moves of a box, from its list row or its page: which the box's status and the
 * member's permissions allow, and each sent at the version read after a question where it says
 * something staff should weigh (publishing writes the disclosure record; ending and deleting
 * are for good). Success is told and cached; a refusal goes to `onError` (the list toasts it,
 * the page shows it), and the lists are read again either way.
 */
export function useBoxLifeCycle(
  hooks: {
    /** After a move: the box as it answered (null after a delete). */
    onMoved?(move: BoxMove, saved: BoxSeriesDetail | null): void;
    onError?(error: Error): void;
  } = {},
) {
  const { t } = useTranslation('box');
  const queryClient = useQueryClient();
  const mayMove = useCanCall('publishBox', 'pauseBox', 'endBox', 'deleteBox');
  const { onMoved, onError } = hooks;
  const mutation = useMutation({
    mutationFn: ({ box, move }: { box: Movable; move: BoxMove }) =>
      move === 'delete' ? deleteBox(box.id, box.version) : moveBox(move, box.id, box.version),
    onSuccess: (saved, { box, move }) => {
      feedback.success(t(`moved.${move}`, { title: box.title }));
      onMoved?.(move, saved);
      refreshBoxes(queryClient, saved ?? undefined);
    },
    onError: (error) => {
      refreshBoxes(queryClient);
      onError?.(error);
    },
  });

  const { mutate } = mutation;
  const act = useCallback(
    async (box: Movable, move: BoxMove) => {
      const title = box.title;
      let sure = true;
      if (move === 'publish') {
        // The first publish, or one after the prizes changed, writes a new odds version.
        const fresh = box.oddsVersion === 0 || box.oddsChanged;
        sure = await ask({
          title: t('confirmPublishTitle', { title }),
          content: fresh
            ? t('confirmPublishNewOdds', { version: box.oddsVersion + 1 })
            : t('confirmPublishSameOdds', { version: box.oddsVersion }),
          okText: t('move.publish'),
          cancelText: t('cancel'),
        });
      } else if (move === 'end' || move === 'delete') {
        sure = await confirmDanger({
          title: t(move === 'end' ? 'confirmEndTitle' : 'confirmDeleteTitle', { title }),
          content: t(move === 'end' ? 'confirmEndText' : 'confirmDeleteText'),
          okText: t(`move.${move}`),
          cancelText: t('cancel'),
        });
      }
      if (sure) mutate({ box, move });
    },
    [t, mutate],
  );

  /** The moves this box's status allows, if the member may make them at all. */
  const movesOf = useCallback(
    (box: Pick<BoxSeries, 'status'>): BoxMove[] =>
      mayMove ? MOVES.filter((move) => canDoBoxAction(move, box.status)) : [],
    [mayMove],
  );
  return { act, movesOf, mutation };
}
