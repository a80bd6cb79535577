import { ARTICLE_SLUG, articleCategories, MAX_ARTICLE_TAGS } from '@shop/contract/areas/article';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { articleCategoryKeys } from './article-labels';
import { ArticleProductSelect } from './article-product-select';

/** Every field of an article; `knownProducts` names the saved article's linked products. */
export function ArticleFormFields({ knownProducts }: { knownProducts: ReadonlyMap<number, string> }) {
  const { t } = useTranslation('article');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="title"
            label={t('articleTitle')}
            rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
          >
            <Input maxLength={120} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="slug"
            label={t('slug')}
            extra={t('slugHelp')}
            rules={[
              { required: true, message: t('slugRequired') },
              { pattern: ARTICLE_SLUG, message: t('slugFormat') },
            ]}
          >
            <Input maxLength={80} prefix="/" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="category" label={t('category')} rules={[{ required: true }]}>
            <Select
              options={articleCategories.map((c) => ({ value: c, label: t(articleCategoryKeys[c]) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="tags"
            label={t('tags')}
            extra={t('tagsHelp', { max: MAX_ARTICLE_TAGS })}
            rules={[
              { type: 'array', max: MAX_ARTICLE_TAGS, message: t('tooManyTags', { max: MAX_ARTICLE_TAGS }) },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',']} maxCount={MAX_ARTICLE_TAGS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="cover" label={t('cover')}>
        <ImageUpload alt={t('coverAlt')} />
      </Form.Item>
      <Form.Item name="summary" label={t('summary')}>
        <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="productIds" label={t('products')} extra={t('productsHelp')}>
        <ArticleProductSelect known={knownProducts} />
      </Form.Item>
      <Form.Item name="contentHtml" label={t('content')}>
        <RichTextField aria-label={t('content')} />
      </Form.Item>
    </>
  );
}
