import { MAX_FEED_COMMENT } from '@shop/contract/areas/feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { CommentActions } from './comment-actions';
import { postCommentsOptions, refreshComments } from './feed.queries';
import { replyToPost } from './feed-actions.api';
import { commentStatusColours } from './feed-labels';
import { useCommentModeration } from './use-comment-moderation';

/** Staff's reply under the post: published at once unless it holds a blocked word. */
function ReplyBox({ postId }: { postId: number }) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: () => replyToPost(postId, text.trim()),
    onSuccess: () => {
      setText('');
      refreshComments(queryClient);
    },
  });
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={t('replyLabel')}
        placeholder={t('replyPlaceholder')}
        maxLength={MAX_FEED_COMMENT}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {reply.isError ? <Alert type="error" showIcon role="alert" title={reply.error.message} /> : null}
      {reply.data?.status === 'PENDING' ? (
        <Alert
          type="warning"
          showIcon
          title={t('replyFlagged', { words: reply.data.flaggedWords.join(', ') })}
        />
      ) : null}
      <Button
        type="primary"
        style={{ alignSelf: 'flex-end' }}
        disabled={!text.trim()}
        loading={reply.isPending}
        onClick={() => reply.mutate()}
      >
        {t('reply')}
      </Button>
    </Flex>
  );
}

/** The post's comments with their moderation, and the reply box. */
export function PostComments({ postId, deleted }: { postId: number; deleted: boolean }) {
  const { t, i18n } = useTranslation('feed');
  const comments = useQuery(postCommentsOptions(postId));
  const moderation = useCommentModeration();
  const mayReply = useCanCall('replyFeedPost');
  return (
    <Flex vertical gap={12}>
      <List
        size="small"
        loading={comments.isLoading}
        dataSource={comments.data?.items ?? []}
        locale={{ emptyText: t('noComments') }}
        renderItem={(comment) => (
          <List.Item
            aria-label={t('commentBy', { name: comment.authorName })}
            actions={[<CommentActions key="actions" comment={comment} moderation={moderation} />]}
          >
            <List.Item.Meta
              title={
                <Flex gap={6} wrap align="center">
                  <span>{comment.authorName}</span>
                  <Tag color={commentStatusColours[comment.status]}>
                    {t(`commentStatus.${comment.status}`)}
                  </Tag>
                  {comment.flaggedWords.map((word) => (
                    <Tag key={word} color="red">
                      {word}
                    </Tag>
                  ))}
                </Flex>
              }
              description={
                <>
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                    {comment.content}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {formatDateTime(comment.createdAt, i18n.language)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      {mayReply && !deleted ? <ReplyBox postId={postId} /> : null}
    </Flex>
  );
}
