import {
  type BoxCreateBody,
  type BoxSeriesDetail,
  type BoxTier,
  type BoxUpdateBody,
  boxCreateBody,
  boxUpdateBody,
} from '@shop/contract/areas/box';
import { combinationLabel } from '@shop/contract/areas/product';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { type Issue, issueText, schemaIssues } from '../../lib/form-issues';

/** One prize of the pool as the form holds it. */
export interface PrizeRow {
  /** A saved prize's id (its draws stay with it); none for a new one. */
  id?: number;
  skuId: number | null;
  /** How the SKU reads (code — product · options): the picker's label and the odds' prize name. */
  skuLabel: string;
  tier: BoxTier;
  quantityTotal: number | null;
  displayValue: number | null;
  sort: number | null;
  /** How many were drawn already (0 for a new prize): the pool keeps total − drawn. */
  drawn: number;
}

/** The box form as antd holds it: a picker's dayjs window, the cover with its URL, blanks as null. */
export interface BoxFormValues {
  title: string;
  description: string;
  cover: { id: number; url: string } | null;
  cashPrice: number | null;
  pointsPrice: number | null;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  perCustomerDailyLimit: number | null;
  guaranteeEvery: number | null;
  guaranteeMinTier: 'RARE' | 'HIDDEN' | null;
  minimumAge: number | null;
  prizes: PrizeRow[];
}

/** A new box: no prize yet, sold to customers 8 and older (SAMR guideline), no other rule. */
export const NEW_BOX: BoxFormValues = {
  title: '',
  description: '',
  cover: null,
  cashPrice: null,
  pointsPrice: null,
  startsAt: null,
  endsAt: null,
  perCustomerDailyLimit: null,
  guaranteeEvery: null,
  guaranteeMinTier: null,
  minimumAge: 8,
  prizes: [],
};

/** A prize row added to the pool. */
export const newPrize = (sort: number): PrizeRow => ({
  skuId: null,
  skuLabel: '',
  tier: 'COMMON',
  quantityTotal: null,
  displayValue: null,
  sort,
  drawn: 0,
});

/** How a SKU reads in the pool: code — product · options. */
export function skuLabelOf(sku: {
  code: string;
  productTitle: string;
  optionValues: readonly string[];
}): string {
  const options = sku.optionValues.length > 0 ? ` · ${combinationLabel(sku.optionValues)}` : '';
  return `${sku.code} — ${sku.productTitle}${options}`;
}

/** The form of a saved box. */
export function formValuesOf(box: BoxSeriesDetail): BoxFormValues {
  return {
    title: box.title,
    description: box.description,
    cover: box.coverId !== null && box.coverUrl ? { id: box.coverId, url: box.coverUrl } : null,
    cashPrice: box.cashPrice,
    pointsPrice: box.pointsPrice,
    startsAt: box.startsAt ? dayjs(box.startsAt) : null,
    endsAt: box.endsAt ? dayjs(box.endsAt) : null,
    perCustomerDailyLimit: box.perCustomerDailyLimit,
    guaranteeEvery: box.guaranteeEvery,
    guaranteeMinTier: box.guaranteeMinTier === 'COMMON' ? null : box.guaranteeMinTier,
    minimumAge: box.minimumAge,
    prizes: box.prizes.map((prize) => ({
      id: prize.id,
      skuId: prize.skuId,
      skuLabel: skuLabelOf({ ...prize, code: prize.skuCode }),
      tier: prize.tier,
      quantityTotal: prize.quantityTotal,
      displayValue: prize.displayValue,
      sort: prize.sort,
      drawn: prize.quantityTotal - prize.quantityRemaining,
    })),
  };
}

/**
 * The body as typed, before the contract has judged it: blanks stay null (a blank limit is "no
 * limit"; a blank quantity the contract refuses under its cell), the window's ends as instants.
 */
function draftBodyOf(values: BoxFormValues): Record<string, unknown> {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    coverId: values.cover?.id ?? null,
    cashPrice: values.cashPrice ?? null,
    pointsPrice: values.pointsPrice ?? null,
    startsAt: values.startsAt ? values.startsAt.toISOString() : null,
    endsAt: values.endsAt ? values.endsAt.toISOString() : null,
    perCustomerDailyLimit: values.perCustomerDailyLimit ?? null,
    guaranteeEvery: values.guaranteeEvery ?? null,
    guaranteeMinTier: values.guaranteeMinTier ?? null,
    minimumAge: values.minimumAge ?? null,
    prizes: (values.prizes ?? []).map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      skuId: row.skuId,
      tier: row.tier,
      quantityTotal: row.quantityTotal,
      displayValue: row.displayValue,
      sort: row.sort ?? 0,
    })),
  };
}

export type Judged<Body> = { ok: true; body: Body } | { ok: false; issues: Issue[] };

function judged<S extends z.ZodType>(schema: S, draft: unknown): Judged<z.input<S>> {
  const result = schema.safeParse(draft);
  return result.success
    ? { ok: true, body: result.data as z.input<S> }
    : { ok: false, issues: schemaIssues(result.error.issues) };
}

/** The POST body, or the contract's issues with these values (the server would refuse the same). */
export function createBodyOf(values: BoxFormValues): Judged<BoxCreateBody> {
  return judged(boxCreateBody, draftBodyOf(values));
}

/** The PUT body at the version the form was read at, or the contract's issues. */
export function updateBodyOf(values: BoxFormValues, version: number): Judged<BoxUpdateBody> {
  return judged(boxUpdateBody, { ...draftBodyOf(values), version });
}

type NamePath = (string | number)[];

const topFields = [
  'title',
  'description',
  'cashPrice',
  'pointsPrice',
  'startsAt',
  'endsAt',
  'perCustomerDailyLimit',
  'guaranteeEvery',
  'guaranteeMinTier',
  'minimumAge',
];
const prizeFields = ['skuId', 'tier', 'quantityTotal', 'displayValue', 'sort'];

/**
 * The form field an issue (the browser's or the server's) belongs to: `prizes.2.skuId` is that
 * cell, `coverId` the cover; undefined for anything else (`prizes` alone: shown above the form).
 */
export function boxFieldOf(path: readonly PropertyKey[]): NamePath | undefined {
  const [head, index, field] = path;
  if (typeof head !== 'string') return undefined;
  if (topFields.includes(head)) return [head];
  if (head === 'coverId') return ['cover'];
  if (head !== 'prizes' || typeof index !== 'number') return undefined;
  return ['prizes', index, typeof field === 'string' && prizeFields.includes(field) ? field : 'skuId'];
}

/** Issues as antd field errors in the console's language (each once), and the texts no field shows. */
export function placeBoxIssues(issues: readonly Issue[]) {
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const text = issueText(issue);
    const name = boxFieldOf(issue.path);
    if (!name) {
      if (!unplaced.includes(text)) unplaced.push(text);
      continue;
    }
    const id = name.join('.');
    const entry = byField.get(id) ?? { name, errors: [] };
    if (!entry.errors.includes(text)) entry.errors.push(text);
    byField.set(id, entry);
  }
  return { fields: [...byField.values()], unplaced };
}
