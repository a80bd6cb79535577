import type { ArticleDetail } from '@shop/contract/areas/article';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { articleStatusColours, articleStatusKeys } from './article-labels';
import { ArticleScheduleDialog } from './article-schedule-dialog';
import { type ArticleMove, useArticleLifeCycle } from './use-article-life-cycle';

export interface ArticleStatusBarProps {
  article: ArticleDetail;
  /** The form below has unsaved changes. */
  editing: boolean;
  onMoved(move: ArticleMove): void;
  onReload(): void;
  onRevisions(): void;
}

/**
 * The article's status (when due or published, views), its life-cycle moves and its revisions.
 * The moves wait while the form holds unsaved changes: publishing would publish the article as
 * saved, not as typed.
 */
export function ArticleStatusBar({
  article,
  editing,
  onMoved,
  onReload,
  onRevisions,
}: ArticleStatusBarProps) {
  const { t, i18n } = useTranslation('article');
  const { act, movesOf, mutation, scheduling, closeScheduling } = useArticleLifeCycle({
    onMoved: (move) => onMoved(move),
  });
  const error = mutation.error;
  const time = (iso: string) => formatDateTime(iso, i18n.language, 'medium');

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap role="group" aria-label={t('statusBar')}>
        <Typography.Text>{t('statusColumn')}</Typography.Text>
        <Tag color={articleStatusColours[article.status]}>{t(articleStatusKeys[article.status])}</Tag>
        {article.status === 'SCHEDULED' && article.publishAt ? (
          <Typography.Text>{t('dueAt', { time: time(article.publishAt) })}</Typography.Text>
        ) : null}
        {article.publishedAt ? (
          <Typography.Text type="secondary">
            {t('publishedOn', { time: time(article.publishedAt) })}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">
          {t('viewsLine', { n: formatNumber(article.viewCount) })}
        </Typography.Text>
      </Flex>
      <Flex gap={8} align="center" wrap role="toolbar" aria-label={t('articleActions')}>
        {movesOf(article).map((move) => (
          <Button
            key={move}
            size="small"
            type={move === 'publish' ? 'primary' : 'default'}
            danger={move === 'delete' || move === 'unpublish'}
            disabled={editing}
            loading={mutation.isPending && mutation.variables?.move === move}
            onClick={() => void act(article, move)}
          >
            {t(`moveMenu.${move}`)}
          </Button>
        ))}
        <Button size="small" onClick={onRevisions}>
          {t('revisionsButton', { n: formatNumber(article.revisionCount) })}
        </Button>
        {editing ? <Typography.Text type="secondary">{t('saveFirst')}</Typography.Text> : null}
      </Flex>
      <StaleVersionAlert error={error} onReload={onReload} />
      {error && !isStaleVersion(error) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => mutation.reset(), 'aria-label': t('closeAlert') }}
          title={error.message}
        />
      ) : null}
      {scheduling ? <ArticleScheduleDialog article={scheduling} onClose={closeScheduling} /> : null}
    </Flex>
  );
}
