import type { CategoryBody, CategoryUpdateBody } from '@shop/contract/areas/product';
import { call } from '../../lib/api';

/** `quiet`: the category form shows the server's refusal under its field or above it. */
export const createCategory = (body: CategoryBody) =>
  call('createProductCategory', { body }, { quiet: true });

export const updateCategory = (id: number, body: CategoryUpdateBody) =>
  call('updateProductCategory', { params: { id }, body }, { quiet: true });

/** Refused (with the server's message) while products or subcategories are in it. */
export const deleteCategory = (id: number, version: number) =>
  call('deleteProductCategory', { params: { id }, query: { version } }, { quiet: true });
