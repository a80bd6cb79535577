import { categoryBody, type ProductCategory } from '@shop/contract/areas/product';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { useCanCall } from '../../lib/permissions';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { createCategory, deleteCategory, updateCategory } from './category.queries';
import { CategorySelect } from './category-select';
import { subtreeIds } from './category-tree';
import { categoriesKey, categoriesOptions, refreshProducts } from './product.queries';

interface CategoryFormValues {
  name: string;
  parentId: number | null;
  sort: number;
}

const fields = ['name', 'parentId', 'sort'] as const;

/** The unsaved-edits scope of the categories drawer (it closes by its own state, not the URL). */
export const CATEGORY_SCOPE = 'categories';

/**
 * Creates a category (no `category`) or edits one at its version: rename, move under another
 * parent (not under itself or its own subtree), change its sort, or delete it after a confirm.
 * The server refuses to delete one that still holds products or subcategories; its reason shows here.
 */
export function CategoryForm({
  category,
  parentId = null,
  onDone,
}: {
  category?: ProductCategory;
  /** Where a new category goes. */
  parentId?: number | null;
  onDone(saved: ProductCategory | null): void;
}) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CategoryFormValues>();
  const all = useQuery(categoriesOptions()).data ?? [];
  const blocked = useMemo(
    () => (category ? subtreeIds(all, category.id) : new Set<number>()),
    [all, category],
  );
  const refresh = () => refreshProducts(queryClient);
  const [dirty, setDirty] = useState(false);

  const save = useMutation({
    mutationFn: (values: CategoryFormValues) =>
      category
        ? updateCategory(category.id, { ...values, version: category.version })
        : createCategory(values),
    onSuccess: (saved) => {
      feedback.success(t(category ? 'categorySaved' : 'categoryCreated', { name: saved.name }));
      setDirty(false);
      onDone(saved);
    },
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), fields)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (target: ProductCategory) => deleteCategory(target.id, target.version),
    onSuccess: (_, target) => {
      feedback.success(t('categoryDeleted', { name: target.name }));
      onDone(null);
    },
    onSettled: refresh,
  });
  const mayDelete = useCanCall('deleteProductCategory');
  const askDelete = async (target: ProductCategory) => {
    const confirmed = await confirmDanger({
      title: t('confirmCategoryDeleteTitle', { name: target.name }),
      content: t('confirmCategoryDeleteText'),
      okText: t('delete'),
      cancelText: t('cancel'),
    });
    if (confirmed) remove.mutate(target);
  };

  const valuesOf = (values: CategoryFormValues) => ({ ...values, parentId: values.parentId ?? null });
  useUnsavedChanges({
    dirty,
    save: () => validateThenSave(form, (values) => save.mutateAsync(valuesOf(values))),
    scope: CATEGORY_SCOPE,
  });

  const error = save.error ?? remove.error;
  const unplaced =
    error && !isStaleVersion(error) && fieldErrors(validationIssues(error), fields).length === 0
      ? error.message
      : null;
  return (
    <Form<CategoryFormValues>
      name={category ? `category-edit-${category.id}` : 'category-create'}
      form={form}
      layout="vertical"
      initialValues={
        category
          ? { name: category.name, parentId: category.parentId, sort: category.sort }
          : { name: '', parentId, sort: 0 }
      }
      onFinish={(values) => save.mutate(valuesOf(values))}
      onValuesChange={() => setDirty(true)}
    >
      <StaleVersionAlert
        error={error}
        onReload={() => void queryClient.invalidateQueries({ queryKey: categoriesKey })}
      />
      {unplaced ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={unplaced} />
      ) : null}
      <Form.Item name="name" label={t('categoryName')} rules={[zodRule(categoryBody.shape.name)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="parentId" label={t('parentCategory')}>
        <CategorySelect placeholder={t('topLevel')} disabledIds={blocked} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} extra={t('categorySortHelp')}>
        <InputNumber<number> min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {category ? t('save') : t('createCategory')}
        </Button>
        {category && mayDelete ? (
          <Button danger loading={remove.isPending} onClick={() => void askDelete(category)}>
            {t('delete')}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
