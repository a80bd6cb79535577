import { MoreOutlined } from '@ant-design/icons';
import type { FeedPostListItem } from '@shop/contract/areas/feed';
import { Button, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { excerptOf, postStatusColours } from './feed-labels';
import type { Moderated, ModerationMove } from './use-post-moderation';

const CONTENT_WIDTH = 200;
const PRODUCTS_WIDTH = 110;
const DATE_WIDTH = 110;
/** Thumbnails shown in a row; the rest are counted. */
const THUMBS = 3;

export interface PostRowActions {
  movesOf(post: Moderated): ModerationMove[];
  onMove(post: Moderated, move: ModerationMove): void;
}

/**
 * The post list's columns: the content's start with its first images (opens the drawer), author,
 * linked products, status with the blocked words found, comments (published / waiting), when written, and
 * the moderation moves the post's status and the member's permissions allow.
 */
export function useFeedPostColumns(
  drawer: EditDrawer,
  actions: PostRowActions,
): ListColumn<FeedPostListItem>[] {
  const { t, i18n } = useTranslation('feed');
  const navigate = useNavigate();
  const { linkTo, linkState } = drawer;
  const { movesOf, onMove } = actions;
  return useMemo(
    () => [
      {
        key: 'content',
        title: t('content'),
        role: 'identity',
        render: (_, row) => (
          <Flex vertical gap={4} style={{ maxWidth: CONTENT_WIDTH }}>
            <Link to={linkTo(row.id)} state={linkState}>
              <Typography.Text ellipsis style={{ maxWidth: CONTENT_WIDTH }}>
                {excerptOf(row.content, 60)}
              </Typography.Text>
            </Link>
            {row.images.length > 0 ? (
              <Flex gap={4} align="center">
                {row.images.slice(0, THUMBS).map((image) => (
                  <Thumbnail key={image.id} src={image.url} size={32} />
                ))}
                {row.images.length > THUMBS ? (
                  <Typography.Text type="secondary">+{row.images.length - THUMBS}</Typography.Text>
                ) : null}
              </Flex>
            ) : null}
          </Flex>
        ),
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
        key: 'products',
        title: t('products'),
        maxWidth: PRODUCTS_WIDTH,
        render: (_, row) => row.products.map((p) => p.title).join(', ') || '—',
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => (
          <Flex vertical align="start" gap={2}>
            <Tag color={postStatusColours[row.status]}>{t(`postStatus.${row.status}`)}</Tag>
            {row.pinned ? <Tag color="purple">{t('pinned')}</Tag> : null}
            {/* The blocked words found stand under the status they put the post in (a column of
                their own pushed the list past 1280 px). */}
            {row.flaggedWords.length > 0 ? (
              <Flex gap={2} wrap style={{ maxWidth: 140 }}>
                {row.flaggedWords.map((word) => (
                  <Tag key={word} color="red">
                    {word}
                  </Tag>
                ))}
              </Flex>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'comments',
        title: t('comments'),
        sortField: 'commentCount',
        align: 'right',
        render: (_, row) =>
          t('commentCounts', {
            published: formatNumber(row.commentCount),
            pending: formatNumber(row.pendingCommentCount),
          }),
      },
      {
        key: 'likeCount',
        title: t('likes'),
        sortField: 'likeCount',
        align: 'right',
        role: 'secondary',
        render: (_, row) => formatNumber(row.likeCount),
      },
      {
        key: 'createdAt',
        title: t('createdAt'),
        sortField: 'createdAt',
        width: DATE_WIDTH,
        render: (_, row) => formatDateTime(row.createdAt, i18n.language),
      },
      {
        key: 'publishedAt',
        title: t('publishedAt'),
        sortField: 'publishedAt',
        role: 'secondary',
        render: (_, row) => (row.publishedAt ? formatDateTime(row.publishedAt, i18n.language) : '—'),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => {
          const moves = movesOf(row);
          // The queue's two moves stand as buttons; the rest wait under More.
          const inline = row.status === 'PENDING_REVIEW' ? moves.slice(0, 2) : [];
          const rest = moves.slice(inline.length);
          const excerpt = excerptOf(row.content, 24);
          const more = [
            ...(row.authorType === 'STAFF' && row.status !== 'DELETED'
              ? [{ key: 'edit', label: t('action.edit') }]
              : []),
            ...rest.map((move) => ({
              key: move as string,
              label: t(`action.${move}`),
              danger: move === 'delete',
            })),
          ];
          return (
            <Space size={0}>
              {inline.map((move) => (
                <Button
                  key={move}
                  size="small"
                  type="link"
                  danger={move === 'reject'}
                  aria-label={t(`actionNamed.${move}`, { excerpt })}
                  onClick={() => onMove(row, move)}
                >
                  {t(`action.${move}`)}
                </Button>
              ))}
              {more.length > 0 ? (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: more,
                    onClick: ({ key }) =>
                      key === 'edit'
                        ? navigate(pagePath('EditFeed', { id: row.id }))
                        : onMove(row, key as ModerationMove),
                  }}
                >
                  <Button
                    size="small"
                    type="text"
                    icon={<MoreOutlined />}
                    aria-label={t('moreNamed', { excerpt })}
                    title={t('more')}
                  />
                </Dropdown>
              ) : null}
            </Space>
          );
        },
      },
    ],
    [t, i18n.language, linkTo, linkState, movesOf, onMove, navigate],
  );
}
