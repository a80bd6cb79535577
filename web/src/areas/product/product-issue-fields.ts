import { type Issue, issueText } from '../../lib/form-issues';

/**
 * Where the product editor shows a field problem, whether the contract's schema found it in the
 * browser or the server answered it: on its field, on its SKU cell, or above the form.
 */

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

/**
 * Issues as antd field errors in the console's language (several on one field kept together,
 * each once), and the texts of those no field shows.
 */
export function placeIssues(issues: readonly Issue[]) {
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const text = issueText(issue);
    const name = formFieldOf(issue.path);
    if (!name) {
      unplaced.push(text);
      continue;
    }
    const id = name.join('.');
    const entry = byField.get(id) ?? { name, errors: [] };
    if (!entry.errors.includes(text)) entry.errors.push(text);
    byField.set(id, entry);
  }
  return { fields: [...byField.values()], unplaced };
}
