import type {
  ExchangeItem,
  ExchangeItemCreateBody,
  ExchangeItemKind,
  ExchangeItemStatus,
} from '@shop/contract/areas/exchange';
import { combinationLabel } from '@shop/contract/areas/product';
import dayjs, { type Dayjs } from 'dayjs';

/** The item form as antd holds it: a picker's dayjs window, an image with its URL, blanks as null. */
export interface ItemFormValues {
  kind: ExchangeItemKind;
  skuId: number | null;
  title: string;
  description: string;
  image: { id: number; url: string } | null;
  pointsPrice: number | null;
  cashPrice: number | null;
  quotaTotal: number | null;
  perCustomerLimit: number | null;
  perOrderLimit: number | null;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  sort: number | null;
  status: ExchangeItemStatus;
}

/** A new item's form: a SKU to pick, points only, OFF until staff turn it on. */
export const NEW_ITEM: ItemFormValues = {
  kind: 'SKU',
  skuId: null,
  title: '',
  description: '',
  image: null,
  pointsPrice: null,
  cashPrice: 0,
  quotaTotal: null,
  perCustomerLimit: null,
  perOrderLimit: null,
  startsAt: null,
  endsAt: null,
  sort: 0,
  status: 'OFF',
};

/** The form of a saved item. */
export function formValuesOf(item: ExchangeItem): ItemFormValues {
  return {
    kind: item.kind,
    skuId: item.skuId,
    title: item.title,
    description: item.description,
    image: item.imageId !== null && item.imageUrl ? { id: item.imageId, url: item.imageUrl } : null,
    pointsPrice: item.pointsPrice,
    cashPrice: item.cashPrice,
    quotaTotal: item.quotaTotal,
    perCustomerLimit: item.perCustomerLimit,
    perOrderLimit: item.perOrderLimit,
    startsAt: item.startsAt ? dayjs(item.startsAt) : null,
    endsAt: item.endsAt ? dayjs(item.endsAt) : null,
    sort: item.sort,
    status: item.status,
  };
}

/**
 * What the form sends: a virtual item has no SKU; blank limits are "no limit" (null); the window's
 * ends as ISO instants. A price or quota left blank is sent as 0, which the contract refuses under
 * its field where 0 is not allowed (the points price).
 */
export function itemBodyOf(values: ItemFormValues): ExchangeItemCreateBody {
  return {
    skuId: values.kind === 'SKU' ? values.skuId : null,
    title: values.title ?? '',
    description: values.description ?? '',
    imageId: values.image?.id ?? null,
    pointsPrice: values.pointsPrice ?? 0,
    cashPrice: values.cashPrice ?? 0,
    quotaTotal: values.quotaTotal ?? 0,
    perCustomerLimit: values.perCustomerLimit ?? null,
    perOrderLimit: values.perOrderLimit ?? null,
    status: values.status,
    startsAt: values.startsAt ? values.startsAt.toISOString() : null,
    endsAt: values.endsAt ? values.endsAt.toISOString() : null,
    sort: values.sort ?? 0,
  };
}

/** The title a picked SKU suggests: its product and options ("Stoneware mug · Blue"). */
export function titleOfSku(sku: { productTitle: string; optionValues: readonly string[] }): string {
  return sku.optionValues.length > 0
    ? `${sku.productTitle} · ${combinationLabel(sku.optionValues)}`
    : sku.productTitle;
}

/** The form field a body path lands on where the names differ (`imageId` is the image control). */
export const itemFieldOfPath = { imageId: 'image' } as const;

export const itemFields = [
  'skuId',
  'title',
  'description',
  'image',
  'pointsPrice',
  'cashPrice',
  'quotaTotal',
  'perCustomerLimit',
  'perOrderLimit',
  'startsAt',
  'endsAt',
  'sort',
  'status',
] as const;
