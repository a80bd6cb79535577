import type { ProductStatus, SkuStatus } from '../areas/product.js';
import type { LabelTable } from './label-table.js';

/* The product codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of a product status. */
export const productStatusLabels: LabelTable<ProductStatus> = {
  zh: {
    DRAFT: '草稿',
    ON_SALE: '在售',
    OFF_SALE: '已下架',
    ARCHIVED: '已归档',
  },
  en: {
    DRAFT: 'Draft',
    ON_SALE: 'On sale',
    OFF_SALE: 'Off sale',
    ARCHIVED: 'Archived',
  },
  es: {
    DRAFT: 'Borrador',
    ON_SALE: 'En venta',
    OFF_SALE: 'Retirado',
    ARCHIVED: 'Archivado',
  },
  ja: {
    DRAFT: '下書き',
    ON_SALE: '販売中',
    OFF_SALE: '販売停止',
    ARCHIVED: 'アーカイブ済み',
  },
};

/** The name of a SKU status. */
export const skuStatusLabels: LabelTable<SkuStatus> = {
  zh: {
    ACTIVE: '启用',
    INACTIVE: '停用',
  },
  en: {
    ACTIVE: 'Active',
    INACTIVE: 'Inactive',
  },
  es: {
    ACTIVE: 'Activo',
    INACTIVE: 'Inactivo',
  },
  ja: {
    ACTIVE: '有効',
    INACTIVE: '無効',
  },
};
