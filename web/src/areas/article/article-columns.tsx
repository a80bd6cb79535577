import { DownOutlined } from '@ant-design/icons';
import type { ArticleListItem } from '@shop/contract/areas/article';
import { Button, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../app/page-links';
import type { ListColumn } from '../../lib/list/list-table';
import { Thumbnail } from '../../lib/list/thumbnail';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { articleCategoryKeys, articleStatusColours, articleStatusKeys } from './article-labels';
import type { ArticleMove, MovableArticle } from './use-article-life-cycle';

const NONE = '—';
const TITLE_WIDTH = 180;
/** Wide enough for a date; a due time wraps under its status rather than widening the list. */
const STATUS_WIDTH = 130;
const TAGS_SHOWN = 3;

export interface ArticleRowActions {
  movesOf(article: ArticleListItem): ArticleMove[];
  onMove(article: MovableArticle, move: ArticleMove): void;
}

/**
 * The article list's columns: cover, title with its slug (opens the editor), category, tags,
 * status (with when it is due), published at, views, revisions, who updated it and when, and
 * Edit / More (the life-cycle moves the member may make).
 */
export function useArticleColumns({ movesOf, onMove }: ArticleRowActions): ListColumn<ArticleListItem>[] {
  const { t, i18n } = useTranslation('article');
  return useMemo(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
    return [
      { key: 'cover', title: t('cover'), render: (_, row) => <Thumbnail src={row.coverUrl} /> },
      {
        key: 'title',
        title: t('articleTitle'),
        role: 'identity',
        sortField: 'title',
        maxWidth: TITLE_WIDTH,
        render: (_, row) => (
          <Flex vertical>
            <Link
              to={pagePath('EditArticle', { id: row.id })}
              aria-label={t('editNamed', { title: row.title })}
            >
              {row.title}
            </Link>
            <Typography.Text type="secondary">/{row.slug}</Typography.Text>
          </Flex>
        ),
      },
      { key: 'category', title: t('category'), render: (_, row) => t(articleCategoryKeys[row.category]) },
      {
        key: 'tags',
        title: t('tags'),
        render: (_, row) =>
          row.tags.length === 0 ? (
            NONE
          ) : (
            <Flex gap={2} wrap style={{ maxWidth: 120 }}>
              {row.tags.slice(0, TAGS_SHOWN).map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
              {row.tags.length > TAGS_SHOWN ? <Tag>+{row.tags.length - TAGS_SHOWN}</Tag> : null}
            </Flex>
          ),
      },
      {
        key: 'status',
        title: t('statusColumn'),
        sortField: 'publishAt',
        render: (_, row) => (
          <Flex vertical align="start" gap={2}>
            <Tag color={articleStatusColours[row.status]}>{t(articleStatusKeys[row.status])}</Tag>
            {row.status === 'SCHEDULED' && row.publishAt ? (
              <Typography.Text type="secondary" style={{ maxWidth: STATUS_WIDTH, whiteSpace: 'normal' }}>
                {t('dueAt', { time: time(row.publishAt) })}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'publishedAt',
        title: t('publishedAt'),
        sortField: 'publishedAt',
        render: (_, row) => time(row.publishedAt),
      },
      {
        key: 'views',
        title: t('views'),
        sortField: 'viewCount',
        align: 'right',
        render: (_, row) => formatNumber(row.viewCount),
      },
      {
        key: 'revisions',
        title: t('revisions'),
        role: 'secondary',
        align: 'right',
        render: (_, row) => formatNumber(row.revisionCount),
      },
      {
        key: 'updatedAt',
        title: t('updated'),
        sortField: 'updatedAt',
        role: 'secondary',
        render: (_, row) => (
          <Flex vertical>
            <span>{time(row.updatedAt)}</span>
            {row.updatedByName ? (
              <Typography.Text type="secondary">{row.updatedByName}</Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => {
          const moves = movesOf(row);
          return (
            <Space size={0}>
              <Link
                to={pagePath('EditArticle', { id: row.id })}
                aria-label={t('editShortNamed', { title: row.title })}
                style={{ padding: '0 7px' }}
              >
                {t('edit')}
              </Link>
              {moves.length > 0 ? (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: moves.map((move) => ({
                      key: move,
                      label: t(`moveMenu.${move}`),
                      danger: move === 'delete' || move === 'unpublish',
                    })),
                    onClick: ({ key }) => onMove(row, key as ArticleMove),
                  }}
                >
                  <Button size="small" type="link" aria-label={t('moreNamed', { title: row.title })}>
                    {t('more')} <DownOutlined aria-hidden />
                  </Button>
                </Dropdown>
              ) : null}
            </Space>
          );
        },
      },
    ];
  }, [t, i18n.language, movesOf, onMove]);
}
