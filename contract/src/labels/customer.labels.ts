import type { CustomerSource, CustomerStatus } from '../areas/customer.js';
import type { LabelTable } from './label-table.js';

/* The customer codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of a customer status. */
export const customerStatusLabels: LabelTable<CustomerStatus> = {
  zh: {
    ACTIVE: '正常',
    DISABLED: '已停用',
  },
  en: {
    ACTIVE: 'Active',
    DISABLED: 'Disabled',
  },
  es: {
    ACTIVE: 'Activo',
    DISABLED: 'Desactivado',
  },
  ja: {
    ACTIVE: '有効',
    DISABLED: '無効',
  },
};

/** The name of where a customer came from. */
export const customerSourceLabels: LabelTable<CustomerSource> = {
  zh: {
    STAFF: '员工添加',
    STOREFRONT: '商城',
  },
  en: {
    STAFF: 'Added by staff',
    STOREFRONT: 'Storefront',
  },
  es: {
    STAFF: 'Dado de alta por el personal',
    STOREFRONT: 'Tienda en línea',
  },
  ja: {
    STAFF: 'スタッフが登録',
    STOREFRONT: 'ストア',
  },
};
