import { PlusOutlined } from '@ant-design/icons';
import {
  type ArticleListItem,
  type ArticleStatus,
  articleFilters,
  articleListQuery,
  articleStatuses,
} from '@shop/contract/areas/article';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { type ArticleListParams, articleListOptions } from './article.queries';
import { useArticleColumns } from './article-columns';
import { ArticleFilters } from './article-filters';
import { articleStatusKeys } from './article-labels';
import { ArticleScheduleDialog } from './article-schedule-dialog';
import { useArticleLifeCycle } from './use-article-life-cycle';

type ShownTab = ArticleStatus | 'ALL';
const shownTabs: ShownTab[] = ['ALL', ...articleStatuses];

/**
 * `/article/list`: the shop's articles by status tab with counts, searched, filtered by category,
 * tag and date, sorted and paged in the URL; each row opens its editor and moves along its life
 * cycle (publish now, schedule, unschedule, unpublish, delete) for members who may publish.
 */
export function ArticleListPage() {
  const { t } = useTranslation('article');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const mayCreate = useCanCall('createArticle');
  const { params, update, reset } = useListParams(articleListQuery);
  const answer = useQuery(articleListOptions(params));
  const { sort: _sort, status: _status, ...narrowing } = exportParamsOf(articleFilters, params);
  const counts = answer.data?.counts;
  const { act, movesOf, scheduling, closeScheduling } = useArticleLifeCycle({
    onError: (error) => feedback.error(error.message, ERROR_TOAST_MS),
  });
  const columns = useArticleColumns({ movesOf, onMove: act });

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('articleList')}
        </Typography.Title>
        {mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath('CreateArticle'))}>
            {t('newArticle')}
          </Button>
        ) : null}
      </Flex>
      <Tabs
        activeKey={params.status ?? 'ALL'}
        onChange={(key) => update({ status: key === 'ALL' ? undefined : (key as ArticleStatus) })}
        items={shownTabs.map((tab) => {
          const label = tab === 'ALL' ? t('tabAll') : t(articleStatusKeys[tab]);
          const count = counts?.[tab];
          return {
            key: tab,
            label: count === undefined ? label : t('tabCount', { label, n: formatNumber(count) }),
          };
        })}
      />
      <ListTable<ArticleListItem>
        listId="articles"
        columns={columns}
        query={answer}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<ArticleListParams>)}
        toolbar={<ArticleFilters params={params} update={update} />}
        empty={
          <ListEmpty
            filtered={Object.keys(narrowing).length > 0}
            noMatch={t('emptyFiltered')}
            none={params.status ? t('emptyTab') : t('emptyAll')}
            onClear={reset}
          />
        }
      />
      {scheduling ? <ArticleScheduleDialog article={scheduling} onClose={closeScheduling} /> : null}
    </Card>
  );
}
