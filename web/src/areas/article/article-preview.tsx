import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Drawer, Flex, Image, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/use-money';
import { previewArticle } from './article-actions.api';
import { type ArticleFormValues, bodyOf } from './article-form-values';
import { articleCategoryKeys } from './article-labels';
import { SanitisedHtml } from './sanitised-html';

/**
 * Preview: the unsaved fields as the shop would show them. The HTML shown is the server's answer
 * (what its sanitiser keeps), never the editor's own, so what is seen is what would be stored.
 */
export function ArticlePreview({ values, onClose }: { values: ArticleFormValues; onClose(): void }) {
  const { t } = useTranslation('article');
  const money = useMoney();
  const preview = useQuery({
    queryKey: ['articlePreview', values],
    queryFn: () => previewArticle(bodyOf(values)),
    gcTime: 0,
    retry: false,
  });
  const shown = preview.data;

  let body: React.ReactNode;
  if (preview.isError) body = <Alert type="error" showIcon role="alert" title={preview.error.message} />;
  else if (!shown) body = <Skeleton active />;
  else
    body = (
      <article aria-label={t('previewArticle')}>
        {shown.coverUrl ? (
          <Image src={shown.coverUrl} alt={t('coverAlt')} preview={false} style={{ width: '100%' }} />
        ) : null}
        <Typography.Text type="secondary">{t(articleCategoryKeys[shown.category])}</Typography.Text>
        <Typography.Title level={2} style={{ marginTop: 4 }}>
          {shown.title}
        </Typography.Title>
        {shown.summary ? <Typography.Paragraph type="secondary">{shown.summary}</Typography.Paragraph> : null}
        {shown.tags.length > 0 ? (
          <Flex gap={4} wrap style={{ marginBottom: 12 }}>
            {shown.tags.map((tag) => (
              <Tag key={tag}>#{tag}</Tag>
            ))}
          </Flex>
        ) : null}
        <SanitisedHtml html={shown.contentHtml} />
        {shown.products.length > 0 ? (
          <>
            <Typography.Title level={4}>{t('previewProducts')}</Typography.Title>
            <Flex gap={12} wrap>
              {shown.products.map((product) => (
                <Card
                  key={product.id}
                  size="small"
                  style={{ width: 160 }}
                  cover={product.imageUrl ? <img src={product.imageUrl} alt={product.title} /> : undefined}
                >
                  <Typography.Text strong>{product.title}</Typography.Text>
                  <br />
                  <Typography.Text>
                    {product.priceFrom === null
                      ? t('noPrice')
                      : t('priceFrom', { price: money.format(product.priceFrom) })}
                  </Typography.Text>
                </Card>
              ))}
            </Flex>
          </>
        ) : null}
      </article>
    );

  return (
    <Drawer open title={t('previewTitle')} size={720} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
