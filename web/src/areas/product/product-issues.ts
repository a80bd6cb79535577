import {
  CATEGORY_CYCLE_MESSAGE,
  CATEGORY_IN_USE_MESSAGE,
  DELETE_ON_SALE_MESSAGE,
  NO_SUCH_CATEGORY_MESSAGE,
  PUBLISH_NEEDS_PRICED_SKU_MESSAGE,
  SKU_CODE_TAKEN_MESSAGE,
  SKU_HAS_STOCK_MESSAGE,
} from '@shop/contract/areas/product';
import type { TFunction } from 'i18next';
import { type Issue, type MessagePattern, messageTranslator } from '../../lib/form-issues';
import type productTexts from '../../locales/en/product.json';

type ProductKey = keyof typeof productTexts;

// The contract's messages travel in English (the server sends the same ones); these are their keys.
const exact: Readonly<Record<string, ProductKey>> = {
  'Title is required': 'issueTitleRequired',
  'Title is at most 120 characters': 'issueTitleMax',
  'Subtitle is at most 200 characters': 'issueSubtitleMax',
  'Description is too long': 'issueDescriptionMax',
  'At most 9 images': 'issueImagesMax',
  'At most 3 options': 'issueOptionsMax',
  'Option names must differ': 'issueOptionNamesDiffer',
  'Option name is required': 'issueOptionNameRequired',
  'Option name is at most 32 characters': 'issueOptionNameMax',
  'Option name cannot contain ; or :': 'issueOptionNameChars',
  'Option value is required': 'issueOptionValueRequired',
  'Option value is at most 32 characters': 'issueOptionValueMax',
  'Option value cannot contain ; or :': 'issueOptionValueChars',
  'Give the option at least one value': 'issueOptionValuesRequired',
  'An option has at most 20 values': 'issueOptionValuesMax',
  'Option values must differ': 'issueOptionValuesDiffer',
  'A product needs at least one SKU': 'issueSkusRequired',
  'At most 100 SKUs per product': 'issueSkusMax',
  'Pick one value of each option': 'issueSkuOptions',
  'Two SKUs have the same options': 'issueSkuSameOptions',
  'SKU codes must differ': 'issueSkuCodesDiffer',
  'SKU code is required': 'issueSkuCodeRequired',
  'SKU code is at most 64 characters': 'issueSkuCodeMax',
  'SKU code may use letters, digits, . _ and - only': 'issueSkuCodeChars',
  'Amounts are whole cents': 'issueWholeCents',
  'Amounts cannot be negative': 'issueNegative',
  'Amount is too large': 'issueTooLarge',
  'Name is required': 'issueNameRequired',
  'Name is at most 40 characters': 'issueNameMax',
  'A price can fall by at most 99%': 'issuePercentMin',
  'A price can rise by at most 1000%': 'issuePercentMax',
  'At most two decimals': 'issueTwoDecimals',
  'Give the new price': 'issueAmountRequired',
  'Give a percentage other than 0': 'issuePercentRequired',
  'Select at least one product': 'issueSelectProducts',
  [SKU_CODE_TAKEN_MESSAGE]: 'issueSkuCodeTaken',
  [SKU_HAS_STOCK_MESSAGE]: 'issueSkuHasStock',
  [PUBLISH_NEEDS_PRICED_SKU_MESSAGE]: 'issuePublishNeedsPrice',
  [DELETE_ON_SALE_MESSAGE]: 'issueDeleteOnSale',
  [CATEGORY_IN_USE_MESSAGE]: 'issueCategoryInUse',
  [CATEGORY_CYCLE_MESSAGE]: 'issueCategoryCycle',
  [NO_SUCH_CATEGORY_MESSAGE]: 'issueNoSuchCategory',
};

const patterns: readonly MessagePattern<ProductKey>[] = [
  // zod's own words for an empty number input (null where a number belongs).
  [/^Invalid input: expected (number)/, 'issueRequired', 'type'],
  [/^Too (small|big): expected number/, 'issueOutOfRange', 'side'],
];

/** The product area's translator of contract and server messages; unknown ones show as sent. */
export function productIssueText(t: TFunction<'product'>): (message: string) => string {
  // Keys are checked against the English catalogue; i18next's overloads cannot take a union.
  const translate = t as unknown as (key: ProductKey, params?: Record<string, string>) => string;
  return messageTranslator(translate, exact, patterns);
}

type NamePath = (string | number)[];

const topFields = ['title', 'subtitle', 'categoryId', 'descriptionHtml', 'isNew', 'isRecommended', 'sort'];
const skuFields = [
  'code',
  'optionValues',
  'price',
  'compareAtPrice',
  'cost',
  'weightGrams',
  'status',
  'lowStockThreshold',
];

/**
 * The editor field an issue belongs to: `skus.2.code` is that cell, `options.0.values.1` the
 * option's values, `imageIds` the images; `options` and `skus` alone are their lists. Undefined
 * for anything else (shown above the form instead).
 */
export function formFieldOf(path: readonly PropertyKey[]): NamePath | undefined {
  const [head, index, field] = path;
  if (typeof head !== 'string') return undefined;
  if (topFields.includes(head)) return [head];
  if (head === 'imageIds') return ['images'];
  if (head !== 'options' && head !== 'skus') return undefined;
  if (typeof index !== 'number') return [head];
  if (head === 'options') return field === 'name' ? ['options', index, 'name'] : ['options', index, 'values'];
  return typeof field === 'string' && skuFields.includes(field)
    ? ['skus', index, field]
    : ['skus', index, 'code'];
}

/** Issues as antd field errors (several on one field kept together), and those no field shows. */
export function placeIssues(issues: readonly Issue[], text: (message: string) => string) {
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const name = formFieldOf(issue.path);
    if (!name) {
      unplaced.push(text(issue.message));
      continue;
    }
    const id = name.join('.');
    const entry = byField.get(id) ?? { name, errors: [] };
    if (!entry.errors.includes(text(issue.message))) entry.errors.push(text(issue.message));
    byField.set(id, entry);
  }
  return { fields: [...byField.values()], unplaced };
}
