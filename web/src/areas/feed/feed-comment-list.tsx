import {
  FEED_COUNT_CAP,
  type FeedComment,
  type FeedCommentStatus,
  feedCommentFilters,
  feedCommentStatuses,
} from '@shop/contract/areas/feed';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Tabs, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { type ListColumn, ListTable } from '../../lib/list/list-table';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { CommentActions } from './comment-actions';
import { type FeedCommentListParams, feedCommentListOptions } from './feed.queries';
import { commentStatusColours, excerptOf } from './feed-labels';
import { type BulkCommentAction, useCommentModeration } from './use-comment-moderation';

const BULK: BulkCommentAction[] = ['approve', 'spam', 'remove'];

export interface FeedCommentListProps {
  params: FeedCommentListParams;
  update(patch: Partial<FeedCommentListParams>, options?: UpdateOptions): void;
  reset(): void;
  drawer: EditDrawer;
}

/** Every post's comments by status (Pending first: the dashboard's link), with their moderation. */
export function FeedCommentList({ params, update, reset, drawer }: FeedCommentListProps) {
  const { t, i18n } = useTranslation('feed');
  const answer = useQuery(feedCommentListOptions(params));
  const counts = answer.data?.counts;
  const [selected, setSelected] = useState<FeedComment[]>([]);
  const moderation = useCommentModeration(() => setSelected([]));
  const { linkTo, linkState } = drawer;
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);

  const columns = useMemo<ListColumn<FeedComment>[]>(
    () => [
      {
        key: 'content',
        title: t('comment'),
        role: 'identity',
        maxWidth: 280,
        render: (_, row) => row.content,
      },
      {
        key: 'author',
        title: t('author'),
        render: (_, row) => (
          <Flex vertical align="start" gap={2}>
            <span>{row.authorName}</span>
            <Tag color={row.authorType === 'STAFF' ? 'blue' : 'default'}>
              {t(`authorType.${row.authorType}`)}
            </Tag>
          </Flex>
        ),
      },
      {
        key: 'post',
        title: t('post'),
        render: (_, row) => (
          <Link to={linkTo(row.postId)} state={linkState}>
            {excerptOf(row.postExcerpt, 30)}
          </Link>
        ),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => (
          <Flex gap={2} wrap style={{ maxWidth: 160 }}>
            <Tag color={commentStatusColours[row.status]}>{t(`commentStatus.${row.status}`)}</Tag>
            {row.flaggedWords.map((word) => (
              <Tag key={word} color="red">
                {word}
              </Tag>
            ))}
          </Flex>
        ),
      },
      {
        key: 'createdAt',
        title: t('createdAt'),
        sortField: 'createdAt',
        render: (_, row) => formatDateTime(row.createdAt, i18n.language),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => <CommentActions comment={row} moderation={moderation} />,
      },
    ],
    [t, i18n.language, linkTo, linkState, moderation],
  );

  const { sort: _sort, status: _status, ...narrowing } = exportParamsOf(feedCommentFilters, params);
  return (
    <>
      <Tabs
        activeKey={params.status ?? 'ALL'}
        onChange={(key) => {
          setSelected([]);
          update({ status: key === 'ALL' ? undefined : (key as FeedCommentStatus) });
        }}
        items={[...feedCommentStatuses, 'ALL' as const].map((status) => {
          const label = status === 'ALL' ? t('tabAll') : t(`commentStatus.${status}`);
          const count = counts?.[status];
          if (count === undefined) return { key: status, label };
          const n =
            count >= FEED_COUNT_CAP ? t('countAtLeast', { n: formatNumber(count) }) : formatNumber(count);
          return { key: status, label: t('tabCount', { label, n }) };
        })}
      />
      <ListTable<FeedComment>
        listId="feedComments"
        columns={columns}
        query={{ ...answer, isFetching: answer.isPlaceholderData }}
        rowKey="id"
        state={params}
        onStateChange={(patch) => update(patch as Partial<FeedCommentListParams>)}
        selection={
          moderation.mayModerate
            ? {
                rows: selected,
                onChange: setSelected,
                rowLabel: (row) => t('selectComment', { excerpt: excerptOf(row.content, 24) }),
                operation: 'bulkModerateFeedComments',
                actions: BULK.map((action) => (
                  <Button
                    key={action}
                    size="small"
                    danger={action !== 'approve'}
                    type={action === 'approve' ? 'primary' : 'default'}
                    disabled={moderation.pending}
                    onClick={() => moderation.bulk(action, selected)}
                  >
                    {t(`bulkComment.${action}`)}
                  </Button>
                )),
              }
            : undefined
        }
        toolbar={
          <SearchBox
            q={params.q}
            onSearch={search}
            label={t('searchComments')}
            placeholder={t('searchCommentsPlaceholder')}
          />
        }
        empty={
          <ListEmpty
            filtered={Object.keys(narrowing).length > 0}
            noMatch={t('emptyFiltered')}
            none={t('emptyComments')}
            onClear={reset}
          />
        }
      />
    </>
  );
}
