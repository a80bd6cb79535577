import {
  type ProductCreateBody,
  type ProductDetail,
  type ProductUpdateBody,
  productCreateBody,
  productUpdateBody,
} from '@shop/contract/areas/product';
import type { z } from 'zod';
import type { ImageValue } from '../../components/image-upload';
import { type Issue, schemaIssues } from '../../lib/form-issues';
import { newSkuRow, type OptionDraft, type SkuRow } from './sku-rows';

/** The editor's fields: images as the upload control holds them, money in cents, SKUs as rows. */
export interface ProductFormValues {
  title: string;
  subtitle: string;
  categoryId: number | null;
  isNew: boolean;
  isRecommended: boolean;
  sort: number;
  images: ImageValue[];
  descriptionHtml: string;
  options: OptionDraft[];
  skus: SkuRow[];
}

/** A new product: no options, so one SKU for the product itself. */
export function newProductValues(): ProductFormValues {
  return {
    title: '',
    subtitle: '',
    categoryId: null,
    isNew: false,
    isRecommended: false,
    sort: 0,
    images: [],
    descriptionHtml: '',
    options: [],
    skus: [newSkuRow([])],
  };
}

export function formValuesOf(product: ProductDetail): ProductFormValues {
  return {
    title: product.title,
    subtitle: product.subtitle,
    categoryId: product.category?.id ?? null,
    isNew: product.isNew,
    isRecommended: product.isRecommended,
    sort: product.sort,
    images: product.images.map(({ id, url }) => ({ id, url })),
    descriptionHtml: product.descriptionHtml,
    options: product.options.map(({ name, values }) => ({ name, values: [...values] })),
    skus: product.skus.map((sku) => ({
      ...newSkuRow(sku.optionValues),
      id: sku.id,
      code: sku.code,
      price: sku.price,
      compareAtPrice: sku.compareAtPrice,
      cost: sku.cost,
      weightGrams: sku.weightGrams,
      status: sku.status,
      lowStockThreshold: sku.lowStockThreshold,
      imageId: sku.imageId,
      onHand: sku.onHand,
      available: sku.available,
    })),
  };
}

/**
 * The body as typed, before the contract has judged it: an empty price stays null here, and the
 * contract's schema says what is wrong with it, so the form refuses what the server would.
 */
function draftBodyOf(values: ProductFormValues): Record<string, unknown> {
  return {
    title: values.title ?? '',
    subtitle: values.subtitle ?? '',
    categoryId: values.categoryId ?? null,
    descriptionHtml: values.descriptionHtml ?? '',
    imageIds: (values.images ?? []).map((image) => image.id),
    isNew: values.isNew ?? false,
    isRecommended: values.isRecommended ?? false,
    sort: values.sort ?? 0,
    options: (values.options ?? []).map((option) => ({
      name: option?.name ?? '',
      values: option?.values ?? [],
    })),
    skus: (values.skus ?? []).map((row) => ({
      ...(row.id === null ? {} : { id: row.id }),
      code: row.code ?? '',
      optionValues: row.optionValues,
      price: row.price,
      compareAtPrice: row.compareAtPrice ?? null,
      cost: row.cost ?? null,
      weightGrams: row.weightGrams ?? null,
      imageId: row.imageId ?? null,
      status: row.status,
      lowStockThreshold: row.lowStockThreshold ?? null,
    })),
  };
}

export type Judged<Body> = { ok: true; body: Body } | { ok: false; issues: Issue[] };

function judged<S extends z.ZodType>(schema: S, draft: unknown): Judged<z.output<S>> {
  const result = schema.safeParse(draft);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, issues: schemaIssues(result.error.issues) };
}

/** The POST body, or the contract's issues with these values. */
export function createBodyOf(values: ProductFormValues): Judged<ProductCreateBody> {
  return judged(productCreateBody, draftBodyOf(values));
}

/** The PUT body at the version the form was read at, or the contract's issues with these values. */
export function updateBodyOf(values: ProductFormValues, version: number): Judged<ProductUpdateBody> {
  return judged(productUpdateBody, { ...draftBodyOf(values), version });
}
