import type { ArticleDetail } from '@shop/contract/areas/article';
import { Codes } from '@shop/contract/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pagePath } from '../../app/page-links';
import { useRecordTitle } from '../../app/route-title';
import { ApiError } from '../../lib/request';
import { articleKeys } from '../../lib/resource-keys';
import { articleOptions } from './article.queries';
import { ArticleEditor } from './article-editor';
import { ArticleRevisions } from './article-revisions';
import { ArticleStatusBar } from './article-status-bar';

/** `/article/create`: a new DRAFT article; once saved, its editor opens. */
function CreateArticle() {
  const { t: routeTitle } = useTranslation('route');
  // Bumped to start the form afresh (after a create, or Reset).
  const [epoch, setEpoch] = useState(0);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('createArticle')}
      </Typography.Title>
      <ArticleEditor key={epoch} onRestart={() => setEpoch((n) => n + 1)} />
    </Card>
  );
}

/**
 * `/article/edit/:id`: the status bar with the moves and the revisions, and the form at the
 * version it started from. A newer read (a save, a move, a restore, someone else's change)
 * restarts the form only while nothing is typed in it.
 */
function EditArticle({ id }: { id: number }) {
  const { t } = useTranslation('article');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const answer = useQuery(articleOptions(id));
  const data = answer.data?.id === id ? answer.data : undefined;
  const [base, setBase] = useState<{ article: ArticleDetail; serial: number }>();
  const [dirty, setDirty] = useState(false);
  const [epoch, setEpoch] = useState(0);
  const [revisions, setRevisions] = useState(false);
  useRecordTitle(data?.title);

  useEffect(() => {
    if (data && (!base || base.article.id !== data.id || (!dirty && data !== base.article)))
      setBase((last) => ({ article: data, serial: (last?.serial ?? 0) + 1 }));
  }, [data, base, dirty]);

  const restart = () => {
    setDirty(false);
    setEpoch((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: articleKeys.detail(id) });
  };

  const missing = answer.error instanceof ApiError && answer.error.code === Codes.NOT_FOUND;
  let body: React.ReactNode;
  if (missing) {
    body = (
      <Result
        status="404"
        title={t('notFoundTitle', { id })}
        extra={<Button onClick={() => navigate(pagePath('ArticleList'))}>{t('backToList')}</Button>}
      />
    );
  } else if (answer.isError && !data) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={answer.error.message}
        extra={<Button onClick={() => void answer.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!data || !base) {
    body = <Skeleton active />;
  } else {
    body = (
      <Flex vertical gap={16}>
        <ArticleStatusBar
          article={data}
          editing={dirty}
          onMoved={(move) => {
            if (move === 'delete') navigate(pagePath('ArticleList'));
          }}
          onReload={restart}
          onRevisions={() => setRevisions(true)}
        />
        <ArticleEditor
          key={`${base.serial}:${epoch}`}
          article={base.article}
          onDirty={setDirty}
          onRestart={restart}
        />
        {revisions ? (
          <ArticleRevisions article={data} onClose={() => setRevisions(false)} onRestored={restart} />
        ) : null}
      </Flex>
    );
  }

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('editArticle')}
        {data ? ` · ${data.title}` : null}
      </Typography.Title>
      {body}
    </Card>
  );
}

/** The create page and the edit pages share one route module; the `:id` tells them apart. */
export function ArticleEditPage() {
  const { id } = useParams();
  return id ? <EditArticle id={Number(id)} /> : <CreateArticle />;
}
