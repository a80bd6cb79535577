import { PlusOutlined } from '@ant-design/icons';
import type { ProductCategory } from '@shop/contract/areas/product';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Drawer, Empty, Flex, Result, Skeleton, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedScope } from '../../lib/unsaved/use-unsaved-changes';
import { CATEGORY_SCOPE, CategoryForm } from './category-form';
import { type CategoryNode, categoryTree } from './category-tree';
import { categoriesOptions } from './product.queries';

/** Each node titled with the products directly in it: `Mugs (3)`. */
function withCounts(nodes: CategoryNode[], label: (category: ProductCategory) => string): CategoryNode[] {
  return nodes.map((node) => ({
    ...node,
    title: label(node.category),
    children: withCounts(node.children, label),
  }));
}

/** What the form under the tree edits: a new category, an existing one, or nothing yet. */
type Editing = { kind: 'none' } | { kind: 'new'; parentId: number | null } | { kind: 'edit'; id: number };

/**
 * The category tree beside the product list: pick a category (click, or arrows and Enter) to
 * rename, move, re-sort or delete it, or add a new one under the picked category or at the top.
 */
export function CategoryDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('product');
  const categories = useQuery({ ...categoriesOptions(), enabled: open });
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  // Closing the drawer or picking another category would drop what was typed: ask first.
  const unsaved = useUnsavedScope(CATEGORY_SCOPE);
  const switchTo = (next: Editing) => void unsaved.leave(() => setEditing(next));
  const list = categories.data ?? [];
  const tree = useMemo(
    () =>
      withCounts(categoryTree(categories.data ?? []), (category) =>
        t('categoryWithCount', { name: category.name, count: category.productCount }),
      ),
    [categories.data, t],
  );
  const selected = editing.kind === 'edit' ? list.find((c) => c.id === editing.id) : undefined;
  // A saved category stays picked for more changes; a deleted one leaves the form.
  const done = (saved: ProductCategory | null) =>
    setEditing(saved ? { kind: 'edit', id: saved.id } : { kind: 'none' });

  let body: React.ReactNode;
  if (categories.isError) {
    body = (
      <Result
        status="error"
        title={t('categoriesFailed')}
        subTitle={categories.error.message}
        extra={<Button onClick={() => void categories.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!categories.data) {
    body = <Skeleton active />;
  } else if (tree.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noCategories')} />;
  } else {
    body = (
      <Tree
        aria-label={t('categories')}
        treeData={tree}
        defaultExpandAll
        blockNode
        selectedKeys={selected ? [selected.id] : []}
        onSelect={(keys) => {
          const id = Number(keys[0]);
          switchTo(Number.isFinite(id) && keys.length ? { kind: 'edit', id } : { kind: 'none' });
        }}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={() => void unsaved.leave(onClose)}
      title={t('categories')}
      size={440}
      destroyOnHidden
    >
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => switchTo({ kind: 'new', parentId: selected?.id ?? null })}
        >
          {selected ? t('newSubcategory', { name: selected.name }) : t('newCategory')}
        </Button>
      </Flex>
      {body}
      {editing.kind === 'none' ? null : (
        <>
          <Divider />
          <Typography.Title level={5}>
            {editing.kind === 'new' ? t('newCategory') : t('editCategory', { name: selected?.name ?? '' })}
          </Typography.Title>
          {editing.kind === 'new' ? (
            <CategoryForm key={`new:${editing.parentId}`} parentId={editing.parentId} onDone={done} />
          ) : selected ? (
            <CategoryForm key={`${selected.id}:${selected.version}`} category={selected} onDone={done} />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
