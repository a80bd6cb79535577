import {
  type CategoryBody,
  type CategoryUpdateBody,
  type ProductCategory,
  productPaths,
} from '@shop/contract/areas/product';
import { request, underBase } from '../../lib/request';

const itemPath = (id: number) => underBase(productPaths.category).replace(':id', String(id));

/** `quiet`: the category form shows the server's refusal under its field or above it. */
export async function createCategory(body: CategoryBody): Promise<ProductCategory> {
  return (
    await request<ProductCategory>(underBase(productPaths.categories), {
      method: 'POST',
      data: body,
      quiet: true,
    })
  ).data;
}

export async function updateCategory(id: number, body: CategoryUpdateBody): Promise<ProductCategory> {
  return (await request<ProductCategory>(itemPath(id), { method: 'PUT', data: body, quiet: true })).data;
}

/** Refused (with the server's message) while products or subcategories are in it. */
export async function deleteCategory(id: number, version: number): Promise<void> {
  await request<null>(itemPath(id), { method: 'DELETE', params: { version }, quiet: true });
}
