import type { FeedPostDetail } from '@shop/contract/areas/feed';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Image, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { RecordDrawer } from '../../lib/list/record-drawer';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { feedPostOptions } from './feed.queries';
import { excerptOf, postStatusColours } from './feed-labels';
import { PostComments } from './post-comments';
import { usePostModeration } from './use-post-moderation';

const NONE = '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function Detail({ post }: { post: FeedPostDetail }) {
  const { t, i18n } = useTranslation('feed');
  const navigate = useNavigate();
  const moderation = usePostModeration();
  const mayEdit = useCanCall('updateFeedPost');
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
  const moves = moderation.movesOf(post);
  const editable = mayEdit && post.authorType === 'STAFF' && post.status !== 'DELETED';
  return (
    <>
      <Flex gap={8} wrap align="center">
        <Tag color={postStatusColours[post.status]}>{t(`postStatus.${post.status}`)}</Tag>
        {post.pinned ? <Tag color="purple">{t('pinned')}</Tag> : null}
        <Tag color={post.authorType === 'STAFF' ? 'blue' : 'default'}>
          {t(`authorType.${post.authorType}`)}
        </Tag>
        <span>{post.authorName}</span>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-wrap' }}>
        {post.content}
      </Typography.Paragraph>
      {post.images.length > 0 ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {post.images.map((image, index) => (
              <Image
                key={image.id}
                src={image.url}
                alt={t('imageAlt', { n: index + 1 })}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : null}
      {moves.length > 0 || editable ? (
        <Flex gap={8} wrap role="toolbar" aria-label={t('postActions')} style={{ marginTop: 16 }}>
          {moves.map((move) => (
            <Button
              key={move}
              type={move === 'approve' ? 'primary' : 'default'}
              danger={move === 'reject' || move === 'delete'}
              disabled={moderation.pending}
              onClick={() => moderation.act(post, move)}
            >
              {t(`action.${move}`)}
            </Button>
          ))}
          {editable ? (
            <Button onClick={() => navigate(pagePath('EditFeed', { id: post.id }))}>
              {t('action.edit')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <Section title={t('sectionReview')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'products',
              label: t('products'),
              span: 'filled',
              children: post.products.length > 0 ? post.products.map((p) => p.title).join(', ') : NONE,
            },
            {
              key: 'flagged',
              label: t('flaggedWords'),
              span: 'filled',
              children:
                post.flaggedWords.length > 0
                  ? post.flaggedWords.map((word) => (
                      <Tag key={word} color="red">
                        {word}
                      </Tag>
                    ))
                  : NONE,
            },
            { key: 'reviewedBy', label: t('reviewedBy'), children: post.reviewedByName ?? NONE },
            { key: 'reviewedAt', label: t('reviewedAt'), children: time(post.reviewedAt) },
            {
              key: 'rejectReason',
              label: t('rejectReason'),
              span: 'filled',
              children: post.rejectReason ?? NONE,
            },
            { key: 'createdAt', label: t('createdAt'), children: time(post.createdAt) },
            { key: 'publishedAt', label: t('publishedAt'), children: time(post.publishedAt) },
          ]}
        />
      </Section>
      <Section
        title={t('commentsTitle', { published: post.commentCount, pending: post.pendingCommentCount })}
      >
        <PostComments postId={post.id} deleted={post.status === 'DELETED'} />
      </Section>
      {moderation.dialog}
    </>
  );
}

/** The drawer of `?post=<id>`: the whole post, its review and its comments, with every move. */
export function PostDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('feed');
  const post = useQuery({ ...feedPostOptions(drawer.id ?? 0), enabled: drawer.id !== undefined });
  return (
    <RecordDrawer
      drawer={drawer}
      query={post}
      title={(data) => t('postTitle', { excerpt: excerptOf(data.content, 30) })}
      size={720}
      texts={{
        loading: t('post'),
        loadFailed: t('postLoadFailed'),
        refreshFailed: t('postRefreshFailed'),
        retry: t('retry'),
      }}
    >
      {(data) => <Detail key={data.id} post={data} />}
    </RecordDrawer>
  );
}
