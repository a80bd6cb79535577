/**
 * Between a list's `field:asc|desc` sort (URL and API) and antd Table's per-column sort order.
 */
export type SortOrder = 'ascend' | 'descend' | null;

export function sortOrderOf(sort: string | undefined, field: string): SortOrder {
  if (!sort) return null;
  const at = sort.lastIndexOf(':');
  if (sort.slice(0, at) !== field) return null;
  return sort.slice(at + 1) === 'asc' ? 'ascend' : 'descend';
}

/** The sort a table header click asks for; undefined (the list's default) when it clears the sort. */
export function sortFromTable(field: string | undefined, order: SortOrder | undefined): string | undefined {
  if (!field || !order) return undefined;
  return `${field}:${order === 'ascend' ? 'asc' : 'desc'}`;
}
