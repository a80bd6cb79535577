import type { ArticleDetail, ArticleRevision } from '@shop/contract/areas/article';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { formatDateTime } from '../../lib/time';
import { articleRevisionsOptions, refreshArticles } from './article.queries';
import { restoreArticleRevision } from './article-actions.api';
import { articleCategoryKeys } from './article-labels';
import { SanitisedHtml } from './sanitised-html';

export interface ArticleRevisionsProps {
  article: Pick<ArticleDetail, 'id' | 'version' | 'title'>;
  onClose(): void;
  /** After a restore: the article as it answered, for the form to start from. */
  onRestored(saved: ArticleDetail): void;
}

/** Every saved revision, newest first: who saved it and when, what it restored; view one, restore one. */
export function ArticleRevisions({ article, onClose, onRestored }: ArticleRevisionsProps) {
  const { t, i18n } = useTranslation('article');
  const queryClient = useQueryClient();
  const revisions = useQuery(articleRevisionsOptions(article.id));
  const [viewing, setViewing] = useState<ArticleRevision | null>(null);
  const items = revisions.data?.items ?? [];
  const newest = items[0]?.revision;

  const restore = useMutation({
    mutationFn: (revision: number) => restoreArticleRevision(article.id, revision, article.version),
    onSuccess: (saved, revision) => {
      refreshArticles(queryClient, saved);
      feedback.success(t('restored', { revision }));
      setViewing(null);
      onRestored(saved);
    },
    onError: () => refreshArticles(queryClient),
  });

  const askRestore = async (revision: ArticleRevision) => {
    const sure = await confirmDanger({
      title: t('confirmRestoreTitle', { revision: revision.revision }),
      content: t('confirmRestoreText'),
      okText: t('restore'),
      cancelText: t('cancel'),
    });
    if (sure) restore.mutate(revision.revision);
  };

  const time = (iso: string) => formatDateTime(iso, i18n.language, 'medium');
  return (
    <Drawer
      open
      title={t('revisionsTitle', { title: article.title })}
      size={640}
      onClose={onClose}
      destroyOnHidden
    >
      {restore.error ? <Alert type="error" showIcon role="alert" title={restore.error.message} /> : null}
      {revisions.isPending ? <Skeleton active /> : null}
      {revisions.isError ? (
        <Alert type="error" showIcon role="alert" title={revisions.error.message} />
      ) : null}
      <List<ArticleRevision>
        dataSource={items}
        rowKey="revision"
        renderItem={(revision) => (
          <List.Item
            actions={[
              <Button key="view" size="small" onClick={() => setViewing(revision)}>
                {t('viewRevision')}
              </Button>,
              ...(revision.revision === newest
                ? []
                : [
                    <Button
                      key="restore"
                      size="small"
                      loading={restore.isPending && restore.variables === revision.revision}
                      onClick={() => void askRestore(revision)}
                      aria-label={t('restoreNamed', { revision: revision.revision })}
                    >
                      {t('restore')}
                    </Button>,
                  ]),
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{t('revisionNumber', { revision: revision.revision })}</span>
                  {revision.revision === newest ? <Tag color="blue">{t('currentRevision')}</Tag> : null}
                  {revision.restoredFrom === null ? null : (
                    <Tag>{t('restoredFrom', { revision: revision.restoredFrom })}</Tag>
                  )}
                </Flex>
              }
              description={t('savedBy', { time: time(revision.savedAt), name: revision.savedByName ?? '—' })}
            />
          </List.Item>
        )}
      />
      {viewing ? (
        <section aria-label={t('revisionNumber', { revision: viewing.revision })} style={{ marginTop: 16 }}>
          <Typography.Title level={4}>{t('revisionNumber', { revision: viewing.revision })}</Typography.Title>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'title', label: t('articleTitle'), children: viewing.title },
              { key: 'slug', label: t('slug'), children: `/${viewing.slug}` },
              { key: 'category', label: t('category'), children: t(articleCategoryKeys[viewing.category]) },
              { key: 'tags', label: t('tags'), children: viewing.tags.join(', ') || '—' },
              { key: 'summary', label: t('summary'), children: viewing.summary || '—' },
            ]}
          />
          <SanitisedHtml html={viewing.contentHtml} />
        </section>
      ) : null}
    </Drawer>
  );
}
