import type { ProductCategory } from '@shop/contract/areas/product';

/** A node of antd's Tree and TreeSelect. */
export interface CategoryNode {
  value: number;
  key: number;
  title: string;
  category: ProductCategory;
  disabled?: boolean;
  children: CategoryNode[];
}

/**
 * The server's flat list (ordered by sort, then name) as a tree, keeping that order among
 * siblings. A category whose parent is missing (deleted meanwhile) shows at the top rather than
 * vanishing; `disabledIds` are greyed out (a category cannot move under itself or its own subtree).
 */
export function categoryTree(
  categories: readonly ProductCategory[],
  disabledIds: ReadonlySet<number> = new Set(),
): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of categories) {
    nodes.set(category.id, {
      value: category.id,
      key: category.id,
      title: category.name,
      category,
      ...(disabledIds.has(category.id) ? { disabled: true } : {}),
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id);
    if (!node) continue;
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The category and every category under it: where it may not move. */
export function subtreeIds(categories: readonly ProductCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** `Home / Kitchen / Mugs`: the category's path from the top, for search and labels. */
export function categoryPath(categories: readonly ProductCategory[], id: number): string {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names: string[] = [];
  const seen = new Set<number>();
  for (let at = byId.get(id); at && !seen.has(at.id); at = byId.get(at.parentId ?? -1)) {
    seen.add(at.id);
    names.unshift(at.name);
  }
  return names.join(' / ');
}
