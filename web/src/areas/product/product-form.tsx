import { productFields } from '@shop/contract/areas/product';
import { Card, Flex, Form, type FormInstance, Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { zodRule } from '../../lib/form-issues';
import { useMoney } from '../../lib/use-money';
import { CategorySelect } from './category-select';
import type { ProductFormValues } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { ProductOptionsField } from './product-options-field';
import { defaultPrefix, fillSkuCodes } from './sku-codes';
import { mergeSkuRows, missingCombinations, type SkuRow, withMissingRows } from './sku-rows';
import { SkuTable } from './sku-table';
import { SkuTableTools } from './sku-table-tools';

export interface ProductFormProps {
  /** `product-create` or `product-edit-<id>`: kept pages stay in the document, so ids must differ. */
  name: string;
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  onFinish(): void;
  /** The fields' own rules refused the values (their messages are under them). */
  onFinishFailed(): void;
  /** Anything typed (the page warns before a reload loses it). */
  onEdit(): void;
  /** The buttons under the form. */
  children: ReactNode;
}

/** The editor's sections: basics, images, description, options, and the SKUs made from the options. */
export function ProductForm(props: ProductFormProps) {
  const { name, form, initialValues, onFinish, onFinishFailed, onEdit, children } = props;
  const { t } = useTranslation('product');
  const money = useMoney();
  // The options the rows were last made from: the merge keeps rows a change leaves in place.
  const madeFrom = useRef(initialValues.options);
  const options = Form.useWatch('options', form) ?? initialValues.options;
  // Only the rows' combinations re-render the form; typing in a cell does not (100 rows × 10 inputs).
  const rowKeys = Form.useWatch((values: ProductFormValues) => (values.skus ?? []).map((row) => row?.key), {
    form,
    preserve: true,
  });
  const rows = (): SkuRow[] => form.getFieldValue('skus') ?? [];
  const title = Form.useWatch('title', form);
  const setRows = (next: SkuRow[]) => {
    form.setFieldValue('skus', next);
    onEdit();
  };
  const rule = (field: 'title' | 'subtitle') => zodRule(productFields.shape[field]);

  return (
    <Form<ProductFormValues>
      name={name}
      form={form}
      layout="vertical"
      initialValues={initialValues}
      // onFinish's values hold only fields with an input; the rows' ids and stock live beside them.
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      scrollToFirstError
      onValuesChange={(changed: Partial<ProductFormValues>) => {
        onEdit();
        if (!('options' in changed)) return;
        const next = form.getFieldValue('options') as ProductFormValues['options'];
        form.setFieldValue('skus', mergeSkuRows(madeFrom.current, next, form.getFieldValue('skus') ?? []));
        madeFrom.current = structuredClone(next);
      }}
    >
      <Flex vertical gap={16}>
        <Card size="small" title={t('sectionBasics')}>
          <Form.Item name="title" label={t('title')} rules={[rule('title')]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="subtitle" label={t('subtitle')} rules={[rule('subtitle')]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="categoryId" label={t('category')}>
              <CategorySelect placeholder={t('noCategory')} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="isNew" label={t('isNew')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="isRecommended" label={t('isRecommended')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="sort" label={t('sort')} extra={t('sortHelp')}>
              <InputNumber<number> min={0} max={1_000_000} precision={0} />
            </Form.Item>
          </Flex>
        </Card>
        <Card size="small" title={t('sectionImages')}>
          <Form.Item name="images" extra={t('imagesHelp')} style={{ marginBottom: 0 }}>
            <ProductImagesField />
          </Form.Item>
        </Card>
        <Card size="small" title={t('sectionDescription')}>
          <Form.Item name="descriptionHtml" style={{ marginBottom: 0 }}>
            <RichTextField aria-label={t('description')} />
          </Form.Item>
        </Card>
        <Card size="small" title={t('sectionOptions')}>
          <ProductOptionsField />
        </Card>
        <Card size="small" title={t('sectionSkus', { count: (rowKeys ?? initialValues.skus).length })}>
          <SkuTableTools
            suggestedPrefix={defaultPrefix(title)}
            currency={money.currency}
            missing={missingCombinations(options, rows()).length}
            onGenerateCodes={(prefix) => setRows(fillSkuCodes(rows(), prefix, options))}
            onPriceForAll={(price) => setRows(rows().map((row) => ({ ...row, price })))}
            onAddMissing={() => setRows(withMissingRows(options, rows()))}
          />
          <SkuTable form={form} currency={money.currency} />
        </Card>
        {children}
      </Flex>
    </Form>
  );
}
