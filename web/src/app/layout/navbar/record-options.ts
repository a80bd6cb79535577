import type { SearchData } from '@shop/contract/areas/search';
import type { TFunction } from 'i18next';
import { drawerLink, pagePath } from '../../page-links';
import type { RecordSearch } from './record-search';

/** One choice of the navbar search: its value is where it leads. */
export interface SearchOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A heading and its choices; antd draws the heading as an unselectable row. */
export interface SearchGroup {
  label: string;
  title: string;
  options: SearchOption[];
}

/** Where each record opens: an order or a customer in its list's drawer, a product on its edit page. */
function recordGroupsOf(data: SearchData, t: TFunction<'search'>): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      label: t('orders'),
      title: t('orders'),
      options: data.orders.map((o) => ({
        value: drawerLink('Orders', o.id),
        label: `${o.orderNo} · ${o.customerName}`,
      })),
    },
    {
      label: t('customers'),
      title: t('customers'),
      options: data.customers.map((c) => ({
        value: drawerLink('Users', c.id),
        label: c.phone ? `${c.name} · ${c.phone}` : c.name,
      })),
    },
    {
      label: t('products'),
      title: t('products'),
      options: data.products.map((p) => ({
        value: pagePath('EditProduct', { id: p.id }),
        label: p.skuCode ? `${p.title} · ${p.skuCode}` : p.title,
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/**
 * One row saying what the records are doing, never chosen, without a heading: found records
 * always change the list's length then, which is what makes antd make the first option active
 * again (with the same length, Enter would find none active). Its value starts with a character
 * nobody types, as antd makes active the option whose value starts with the query.
 */
const statusRow = (text: string): SearchOption => ({ value: '\u0000records', label: text, disabled: true });

/**
 * The search's list: the matching pages first (B-F8..F10), then the records the server found,
 * each kind under its heading; "searching" while typing or asking, "no records" when none match.
 */
export function searchOptions(
  pages: SearchOption[],
  records: RecordSearch,
  t: TFunction<'search'>,
): (SearchGroup | SearchOption)[] {
  const pageGroup = pages.length > 0 ? [{ label: t('pages'), title: t('pages'), options: pages }] : [];
  if (records.loading) return [...pageGroup, statusRow(t('searching'))];
  if (!records.data) return pageGroup;
  const found = recordGroupsOf(records.data, t);
  return [...pageGroup, ...(found.length > 0 ? found : [statusRow(t('noRecords'))])];
}
