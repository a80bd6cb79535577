import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { categoryTree } from './category-tree';
import { categoriesOptions } from './product.queries';

export interface CategorySelectProps {
  value?: number | null;
  onChange?(value: number | null): void;
  /** Set by `Form.Item`, so its label points here. */
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  /** Categories that cannot be picked (a category's own subtree when moving it). */
  disabledIds?: ReadonlySet<number>;
  style?: React.CSSProperties;
}

/** Picks one category from the tree (searchable by name, clearable to "none"). */
export function CategorySelect({ value, onChange, disabledIds, ...rest }: CategorySelectProps) {
  const categories = useQuery(categoriesOptions());
  const tree = useMemo(
    () => categoryTree(categories.data ?? [], disabledIds),
    [categories.data, disabledIds],
  );
  return (
    <TreeSelect<number | null>
      {...rest}
      // null, not undefined: undefined would leave the select to its own (stale) choice.
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={tree}
      loading={categories.isLoading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      style={{ width: 220, ...rest.style }}
    />
  );
}
