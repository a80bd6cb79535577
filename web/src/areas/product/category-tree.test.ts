import type { ProductCategory } from '@shop/contract/areas/product';
import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryPath, categoryTree, subtreeIds } from './category-tree';

const category = (id: number, name: string, parentId: number | null): ProductCategory => ({
  id,
  name,
  parentId,
  sort: 0,
  productCount: 0,
  version: 1,
});

// The server's order: by sort, then name; a child may come before its parent.
const flat = [
  category(4, 'Cups', 2),
  category(2, 'Kitchen', null),
  category(3, 'Bowls', 2),
  category(1, 'Textiles', null),
  category(5, 'Orphan', 99),
];

const shape = (nodes: CategoryNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.title]: shape(n.children) } : n.title));

describe('category tree', () => {
  it('nests the flat list, keeping the server order among siblings', () => {
    expect(shape(categoryTree(flat))).toEqual([{ Kitchen: ['Cups', 'Bowls'] }, 'Textiles', 'Orphan']);
  });

  it('greys out the nodes given', () => {
    const tree = categoryTree(flat, subtreeIds(flat, 2));
    expect(tree[0]?.disabled).toBe(true);
    expect(tree[0]?.children.map((c) => c.disabled)).toEqual([true, true]);
    expect(tree[1]?.disabled).toBeUndefined();
  });

  it('names a category by its path from the top', () => {
    expect(categoryPath(flat, 4)).toBe('Kitchen / Cups');
    expect(categoryPath(flat, 1)).toBe('Textiles');
    expect(categoryPath(flat, 42)).toBe('');
  });
});
