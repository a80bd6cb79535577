import type { FeedComment } from '@shop/contract/areas/feed';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { excerptOf } from './feed-labels';
import type { useCommentModeration } from './use-comment-moderation';

/** A comment's moderation buttons, those its status allows. */
export function CommentActions({
  comment,
  moderation,
}: {
  comment: FeedComment;
  moderation: ReturnType<typeof useCommentModeration>;
}) {
  const { t } = useTranslation('feed');
  const excerpt = excerptOf(comment.content, 24);
  return (
    <Space size={0} wrap>
      {moderation.actionsOf(comment).map((action) => (
        <Button
          key={action}
          size="small"
          type="link"
          danger={action === 'spam' || action === 'remove'}
          disabled={moderation.pending}
          aria-label={t(`commentActionNamed.${action}`, { excerpt })}
          onClick={() => moderation.act(comment, action)}
        >
          {t(`commentAction.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
