import {
  FEED_COUNT_CAP,
  FEED_POST_DEFAULT_SORT,
  type FeedPostDetail,
  type FeedPostListItem,
  type FeedPostTab,
  feedPostFilters,
  feedPostTabs,
} from '@shop/contract/areas/feed';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Tabs, Typography, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { type FeedPostListParams, feedPostListOptions, QUEUE_SORT } from './feed.queries';
import { excerptOf } from './feed-labels';
import { useFeedPostColumns } from './feed-post-columns';
import { FeedPostFilters } from './feed-post-filters';
import { KeyboardHelp } from './keyboard-help';
import { type Moderated, usePostModeration } from './use-post-moderation';
import { useReviewKeys } from './use-review-keys';

type ShownTab = FeedPostTab | 'ALL';
const shownTabs: ShownTab[] = [
  'PENDING_REVIEW',
  'ALL',
  ...feedPostTabs.filter((tab) => tab !== 'PENDING_REVIEW'),
];

export interface FeedPostListProps {
  params: FeedPostListParams;
  update(patch: Partial<FeedPostListParams>, options?: UpdateOptions): void;
  reset(): void;
  drawer: EditDrawer;
}

/**
 * The posts by status tab, Pending review first. That tab is the moderation queue: oldest first,
 * rows to select for bulk approve or reject, and a focused row the review keys move and act on
 * (after a move the focus goes on to the next post still waiting).
 */
export function FeedPostList({ params, update, reset, drawer }: FeedPostListProps) {
  const { t } = useTranslation('feed');
  const { token } = theme.useToken();
  const queue = params.tab === 'PENDING_REVIEW';
  // The queue reads oldest first unless staff chose another order.
  const query = queue && params.sort === FEED_POST_DEFAULT_SORT ? { ...params, sort: QUEUE_SORT } : params;
  const answer = useQuery(feedPostListOptions(query));
  const rows = answer.data?.items ?? [];
  const counts = answer.data?.counts;
  const [selected, setSelected] = useState<FeedPostListItem[]>([]);
  const [focusId, setFocusId] = useState<number>();
  // Posts moved but still on screen until the list is read again: the keys skip them.
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const waiting = useMemo(() => rows.filter((row) => !done.has(row.id)), [rows, done]);
  const focused = waiting.find((row) => row.id === focusId) ?? waiting[0];

  // A new answer no longer holds the posts moved; forget them and clear a selection of gone rows.
  useEffect(() => {
    setDone(new Set());
    setSelected((chosen) => chosen.filter((row) => answer.data?.items.some((r) => r.id === row.id)));
  }, [answer.data]);

  const onDone = useCallback(
    (posts: Moderated[], _answered: FeedPostDetail[]) => {
      if (!queue) return;
      const ids = new Set(posts.map((p) => p.id));
      const at = waiting.findIndex((row) => ids.has(row.id));
      const rest = waiting.filter((row) => !ids.has(row.id));
      setDone((before) => new Set([...before, ...ids]));
      setSelected((chosen) => chosen.filter((row) => !ids.has(row.id)));
      setFocusId((rest[Math.min(Math.max(at, 0), rest.length - 1)] ?? rest[0])?.id);
    },
    [queue, waiting],
  );
  const moderation = usePostModeration(onDone);
  const columns = useFeedPostColumns(drawer, { movesOf: moderation.movesOf, onMove: moderation.act });

  const step = (by: number) => {
    const at = focused ? waiting.indexOf(focused) : -1;
    const next = waiting[Math.min(Math.max(at + by, 0), waiting.length - 1)];
    if (next) setFocusId(next.id);
  };
  useReviewKeys(queue && moderation.mayModerate && !moderation.pending, {
    next: () => step(1),
    previous: () => step(-1),
    approve: () => focused && moderation.act(focused, 'approve'),
    reject: () => focused && moderation.act(focused, 'reject'),
    open: () => focused && drawer.open(focused.id),
    toggleSelection: () =>
      focused &&
      setSelected((chosen) =>
        chosen.some((row) => row.id === focused.id)
          ? chosen.filter((row) => row.id !== focused.id)
          : [...chosen, focused],
      ),
  });

  useEffect(() => {
    if (queue && focused)
      document.querySelector(`tr[data-row-key="${focused.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [queue, focused]);

  const focusedId = queue ? focused?.id : undefined;
  const onRow = useCallback(
    (row: FeedPostListItem) =>
      row.id === focusedId
        ? {
            'aria-selected': true,
            style: { outline: `2px solid ${token.colorPrimary}`, outlineOffset: -2 },
          }
        : { 'aria-selected': queue ? false : undefined },
    [focusedId, queue, token.colorPrimary],
  );

  const { sort: _sort, tab: _tab, ...narrowing } = exportParamsOf(feedPostFilters, params);
  const selection =
    queue && moderation.mayModerate
      ? {
          rows: selected,
          onChange: setSelected,
          rowLabel: (row: FeedPostListItem) => t('selectPost', { excerpt: excerptOf(row.content, 24) }),
          operation: 'bulkModerateFeedPosts' as const,
          actions: (
            <>
              <Button size="small" type="primary" onClick={() => moderation.bulkApprove(selected)}>
                {t('bulkApprove')}
              </Button>
              <Button size="small" danger onClick={() => moderation.bulkReject(selected)}>
                {t('bulkReject')}
              </Button>
            </>
          ),
        }
      : undefined;

  return (
    <>
      <Tabs
        activeKey={params.tab ?? 'ALL'}
        onChange={(key) => {
          setSelected([]);
          update({ tab: key === 'ALL' ? undefined : (key as FeedPostTab) });
        }}
        items={shownTabs.map((tab) => {
          const label = tab === 'ALL' ? t('tabAll') : t(`postStatus.${tab}`);
          const count = counts?.[tab];
          if (count === undefined) return { key: tab, label };
          const n =
            count >= FEED_COUNT_CAP ? t('countAtLeast', { n: formatNumber(count) }) : formatNumber(count);
          return { key: tab, label: t('tabCount', { label, n }) };
        })}
      />
      {queue && moderation.mayModerate ? (
        <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('queueHelp')}</Typography.Text>
          <KeyboardHelp />
        </Flex>
      ) : null}
      <ListTable<FeedPostListItem>
        listId="feedPosts"
        columns={columns}
        query={{ ...answer, isFetching: answer.isPlaceholderData }}
        rowKey="id"
        state={query}
        onStateChange={(patch) => update(patch as Partial<FeedPostListParams>)}
        selection={selection}
        onRow={onRow}
        toolbar={<FeedPostFilters params={params} update={update} />}
        empty={
          <ListEmpty
            filtered={Object.keys(narrowing).length > 0}
            noMatch={t('emptyFiltered')}
            none={queue ? t('emptyQueue') : t('emptyTab')}
            onClear={reset}
          />
        }
      />
      {moderation.dialog}
    </>
  );
}
