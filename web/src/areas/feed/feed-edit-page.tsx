import type { FeedPostDetail } from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Image, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { drawerLink, pagePath } from '../../app/page-links';
import { useRecordTitle } from '../../app/route-title';
import { ApiError } from '../../lib/request';
import { feedPostKeys } from '../../lib/resource-keys';
import { feedPostOptions } from './feed.queries';
import { excerptOf, postStatusColours } from './feed-labels';
import { FeedPostForm } from './feed-post-form';

/** `/feed/create`: a new staff post (or a customer's, entered for them); once saved, its page opens. */
function CreatePost() {
  const { t: routeTitle } = useTranslation('route');
  const [epoch, setEpoch] = useState(0);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('createFeed')}
      </Typography.Title>
      <FeedPostForm key={epoch} onRestart={() => setEpoch((n) => n + 1)} />
    </Card>
  );
}

/** A customer's post as it stands: moderated from the list, never rewritten here. */
function ReadOnlyPost({ post }: { post: FeedPostDetail }) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 760 }}>
      <Alert
        type="info"
        showIcon
        title={t('readOnlyTitle')}
        description={t('readOnlyText')}
        action={<Button onClick={() => navigate(drawerLink('FeedList', post.id))}>{t('action.open')}</Button>}
      />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{post.content}</Typography.Paragraph>
      <Image.PreviewGroup>
        <Flex gap={8} wrap>
          {post.images.map((image, index) => (
            <Image
              key={image.id}
              src={image.url}
              alt={t('imageAlt', { n: index + 1 })}
              width={88}
              height={88}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
    </Flex>
  );
}

/**
 * `/feed/edit/:id`: a staff post's form at the version it started from (a newer read restarts it
 * only while nothing is typed), its status and the blocked words the server found; a customer's
 * post opens read-only.
 */
function EditPost({ id }: { id: number }) {
  const { t } = useTranslation('feed');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const answer = useQuery(feedPostOptions(id));
  const post = answer.data?.id === id ? answer.data : undefined;
  const [base, setBase] = useState<{ post: FeedPostDetail; serial: number }>();
  const [dirty, setDirty] = useState(false);
  const [epoch, setEpoch] = useState(0);
  useRecordTitle(post ? excerptOf(post.content, 20) : undefined);

  useEffect(() => {
    if (post && (!base || base.post.id !== post.id || (!dirty && post !== base.post)))
      setBase((last) => ({ post, serial: (last?.serial ?? 0) + 1 }));
  }, [post, base, dirty]);

  const restart = () => {
    setDirty(false);
    setEpoch((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: feedPostKeys.detail(id) });
  };

  let body: React.ReactNode;
  if (answer.error instanceof ApiError && answer.error.code === Codes.NOT_FOUND) {
    body = (
      <Result
        status="404"
        title={t('notFoundTitle', { id })}
        extra={<Button onClick={() => navigate(pagePath('FeedList'))}>{t('backToList')}</Button>}
      />
    );
  } else if (answer.isError && !post) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={answer.error.message}
        extra={<Button onClick={() => void answer.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!post || !base) {
    body = <Skeleton active />;
  } else {
    body = (
      <Flex vertical gap={16}>
        <Flex gap={8} align="center" wrap>
          <Tag color={postStatusColours[post.status]}>{t(`postStatus.${post.status}`)}</Tag>
          {post.rejectReason && post.status === 'REJECTED' ? (
            <Typography.Text type="secondary">{post.rejectReason}</Typography.Text>
          ) : null}
        </Flex>
        {post.flaggedWords.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            role="status"
            title={t('flaggedAfterSave', { words: post.flaggedWords.join(', ') })}
          />
        ) : null}
        {post.authorType === 'CUSTOMER' ? (
          <ReadOnlyPost post={post} />
        ) : post.status === 'DELETED' ? (
          <Alert type="info" showIcon title={t('deletedNote')} />
        ) : (
          <FeedPostForm
            key={`${base.serial}:${epoch}`}
            post={base.post}
            onDirty={setDirty}
            onRestart={restart}
          />
        )}
      </Flex>
    );
  }

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('editFeed')}
      </Typography.Title>
      {body}
    </Card>
  );
}

/** The create page and the edit pages share one route module; the `:id` tells them apart. */
export function FeedEditPage() {
  const { id } = useParams();
  return id ? <EditPost id={Number(id)} /> : <CreatePost />;
}
