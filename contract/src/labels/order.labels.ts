import type { OrderChannel, OrderStatus, RefundStatus } from '../areas/order.js';
import type { LabelTable } from './label-table.js';

/* The order codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of an order status. */
export const orderStatusLabels: LabelTable<OrderStatus> = {
  zh: {
    PENDING_PAYMENT: '待付款',
    PAID: '已付款',
    SHIPPED: '已发货',
    COMPLETED: '已完成',
    CANCELLED: '已取消',
  },
  en: {
    PENDING_PAYMENT: 'Pending payment',
    PAID: 'Paid',
    SHIPPED: 'Shipped',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
  },
  es: {
    PENDING_PAYMENT: 'Pendiente de pago',
    PAID: 'Pagado',
    SHIPPED: 'Enviado',
    COMPLETED: 'Completado',
    CANCELLED: 'Cancelado',
  },
  ja: {
    PENDING_PAYMENT: '入金待ち',
    PAID: '入金済み',
    SHIPPED: '発送済み',
    COMPLETED: '完了',
    CANCELLED: 'キャンセル',
  },
};

/** The name of an order's refund state. */
export const orderRefundStatusLabels: LabelTable<RefundStatus> = {
  zh: {
    NONE: '未退款',
    PARTIAL: '部分退款',
    FULL: '全额退款',
  },
  en: {
    NONE: 'Not refunded',
    PARTIAL: 'Partly refunded',
    FULL: 'Fully refunded',
  },
  es: {
    NONE: 'Sin reembolso',
    PARTIAL: 'Reembolso parcial',
    FULL: 'Reembolsado por completo',
  },
  ja: {
    NONE: '返金なし',
    PARTIAL: '一部返金',
    FULL: '全額返金',
  },
};

/** The name of where an order was placed. */
export const orderChannelLabels: LabelTable<OrderChannel> = {
  zh: {
    STAFF: '员工下单',
    STOREFRONT: '店铺',
  },
  en: {
    STAFF: 'Staff',
    STOREFRONT: 'Storefront',
  },
  es: {
    STAFF: 'Personal',
    STOREFRONT: 'Tienda en línea',
  },
  ja: {
    STAFF: 'スタッフ',
    STOREFRONT: 'オンラインストア',
  },
};
