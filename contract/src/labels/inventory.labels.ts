import type { AdjustReason, MovementType } from '../areas/inventory.js';
import type { LabelTable } from './label-table.js';

/* The inventory codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of a stock movement type. */
export const movementTypeLabels: LabelTable<MovementType> = {
  zh: {
    ADJUSTMENT: '调整',
    RESERVE: '预留',
    RELEASE: '释放',
    SALE: '售出',
    RESTOCK: '退货入库',
  },
  en: {
    ADJUSTMENT: 'Adjustment',
    RESERVE: 'Reserve',
    RELEASE: 'Release',
    SALE: 'Sale',
    RESTOCK: 'Restock',
  },
  es: {
    ADJUSTMENT: 'Ajuste',
    RESERVE: 'Reserva',
    RELEASE: 'Liberación',
    SALE: 'Venta',
    RESTOCK: 'Reposición',
  },
  ja: {
    ADJUSTMENT: '調整',
    RESERVE: '引当',
    RELEASE: '引当解除',
    SALE: '販売',
    RESTOCK: '再入庫',
  },
};

/** The name of why stock was adjusted. */
export const adjustReasonLabels: LabelTable<AdjustReason> = {
  zh: {
    received: '到货入库',
    correction: '更正',
    cycle_count: '盘点',
    damaged: '损坏',
    shrinkage: '损耗',
    returned: '退货',
    other: '其他',
  },
  en: {
    received: 'Received',
    correction: 'Correction',
    cycle_count: 'Cycle count',
    damaged: 'Damaged',
    shrinkage: 'Shrinkage',
    returned: 'Returned',
    other: 'Other',
  },
  es: {
    received: 'Recibido',
    correction: 'Corrección',
    cycle_count: 'Recuento de inventario',
    damaged: 'Dañado',
    shrinkage: 'Merma',
    returned: 'Devuelto',
    other: 'Otro',
  },
  ja: {
    received: '入荷',
    correction: '訂正',
    cycle_count: '棚卸し',
    damaged: '破損',
    shrinkage: '減耗',
    returned: '返品',
    other: 'その他',
  },
};
