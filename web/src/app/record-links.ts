import type { AuditEntity } from '@shop/contract/areas/audit-codes';
import { drawerLink, pagePath } from './page-links';

/**
 * Where a record opens from a list of changes (the audit log), by its table and id or key: its
 * drawer over its list, or its own page, found in the route table by route name (the table is the
 * only place a page path is written). A table without a page of its own links nowhere.
 */

const isRowId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** The drawer of a record with a numeric id over the list of the route named `name`. */
const drawerOf = (name: string) => (id: string) => (isRowId(id) ? drawerLink(name, Number(id)) : undefined);

const recordLinks: Partial<Record<AuditEntity, (id: string) => string | undefined>> = {
  customer: drawerOf('Users'),
  shop_order: drawerOf('Orders'),
  exchange_order: drawerOf('ExchangeList'),
  staff_user: drawerOf('Staff'),
  box_draw: drawerOf('RecordList'),
  box_series: (id) => (isRowId(id) ? pagePath('EditBox', { id }) : undefined),
  product_spu: (id) => (isRowId(id) ? pagePath('EditProduct', { id }) : undefined),
  // A SKU's stock records (the inventory list's `skuId` filter).
  product_sku: (id) => (isRowId(id) ? `${pagePath('Records')}?skuId=${id}` : undefined),
  config_entry: (key) => (/^\w+$/.test(key) ? pagePath('EditConfig', { key }) : undefined),
  main_page: () => pagePath('MainPage'),
};

/** The console address of a record, or undefined when it has none to open. */
export function recordLink(entity: string, id: string): string | undefined {
  return (recordLinks as Record<string, ((id: string) => string | undefined) | undefined>)[entity]?.(id);
}
