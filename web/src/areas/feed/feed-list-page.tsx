import { PlusOutlined } from '@ant-design/icons';
import { feedCommentListQuery, feedPostListQuery } from '@shop/contract/areas/feed';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { drawerParamOf, pagePath } from '../../app/page-links';
import { type EditDrawer, useEditDrawer } from '../../lib/list/edit-drawer-url';
import { useListParams } from '../../lib/list/use-list-params';
import { useCanCall } from '../../lib/permissions';
import { FeedCommentList } from './feed-comment-list';
import { FeedPostList } from './feed-post-list';
import { PostDrawer } from './post-drawer';

type View = 'posts' | 'comments';

function PostsView({ drawer }: { drawer: EditDrawer }) {
  const { params, update, reset } = useListParams(feedPostListQuery);
  return <FeedPostList params={params} update={update} reset={reset} drawer={drawer} />;
}

function CommentsView({ drawer }: { drawer: EditDrawer }) {
  const { params, update, reset } = useListParams(feedCommentListQuery);
  return <FeedCommentList params={params} update={update} reset={reset} drawer={drawer} />;
}

/**
 * `/feed/list`: the posts by status with the moderation queue (Pending review), or every post's
 * comments (`?view=comments`), each in the URL; a post opens in its drawer (`?post=<id>`) from
 * either view.
 */
export function FeedListPage() {
  const { t } = useTranslation('feed');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const drawer = useEditDrawer(drawerParamOf('FeedList'));
  const view: View = search.get('view') === 'comments' ? 'comments' : 'posts';
  const mayCreate = useCanCall('createFeedPost');
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={16} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {routeTitle('feedList')}
          </Typography.Title>
          <Segmented<View>
            aria-label={t('view')}
            value={view}
            onChange={(next) => setSearch(next === 'comments' ? { view: 'comments' } : {})}
            options={[
              { value: 'posts', label: t('viewPosts') },
              { value: 'comments', label: t('viewComments') },
            ]}
          />
        </Flex>
        {mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath('CreateFeed'))}>
            {t('newPost')}
          </Button>
        ) : null}
      </Flex>
      {view === 'comments' ? <CommentsView drawer={drawer} /> : <PostsView drawer={drawer} />}
      <PostDrawer drawer={drawer} />
    </Card>
  );
}
