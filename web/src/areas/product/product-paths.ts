/** The product pages' addresses (the route table holds their patterns). */
export const PRODUCT_LIST_PATH = '/product/index';
export const PRODUCT_CREATE_PATH = '/product/create';

export function productEditPathOf(id: number): string {
  return `/product/edit/${id}`;
}
