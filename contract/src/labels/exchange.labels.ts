import type {
  ExchangeItemKind,
  ExchangeItemStatus,
  ExchangeOrderStatus,
  ExchangeWindowState,
} from '../areas/exchange.js';
import type { PaymentBizType } from '../areas/payment.js';
import type { LabelTable } from './label-table.js';

/* The exchange codes as the console shows them, in every language: the console's lists and the exports read these. */

export const exchangeItemStatusLabels: LabelTable<ExchangeItemStatus> = {
  zh: { ON: '上架', OFF: '下架' },
  en: { ON: 'On', OFF: 'Off' },
  es: { ON: 'Activo', OFF: 'Desactivado' },
  ja: { ON: '公開中', OFF: '停止中' },
};

export const exchangeItemKindLabels: LabelTable<ExchangeItemKind> = {
  zh: { SKU: '实物商品', VIRTUAL: '虚拟商品' },
  en: { SKU: 'Catalogue SKU', VIRTUAL: 'Virtual' },
  es: { SKU: 'SKU del catálogo', VIRTUAL: 'Virtual' },
  ja: { SKU: 'カタログ SKU', VIRTUAL: 'バーチャル' },
};

export const exchangeWindowStateLabels: LabelTable<ExchangeWindowState> = {
  zh: { UPCOMING: '未开始', RUNNING: '进行中', ENDED: '已结束' },
  en: { UPCOMING: 'Upcoming', RUNNING: 'Running', ENDED: 'Ended' },
  es: { UPCOMING: 'Próximo', RUNNING: 'En curso', ENDED: 'Terminado' },
  ja: { UPCOMING: '開始前', RUNNING: '実施中', ENDED: '終了' },
};

export const exchangeOrderStatusLabels: LabelTable<ExchangeOrderStatus> = {
  zh: {
    PENDING_PAYMENT: '待付款',
    TO_SHIP: '待发货',
    SHIPPED: '已发货',
    COMPLETED: '已完成',
    CANCELLED: '已取消',
  },
  en: {
    PENDING_PAYMENT: 'Awaiting payment',
    TO_SHIP: 'To ship',
    SHIPPED: 'Shipped',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
  },
  es: {
    PENDING_PAYMENT: 'Pendiente de pago',
    TO_SHIP: 'Por enviar',
    SHIPPED: 'Enviado',
    COMPLETED: 'Completado',
    CANCELLED: 'Cancelado',
  },
  ja: {
    PENDING_PAYMENT: '支払い待ち',
    TO_SHIP: '発送待ち',
    SHIPPED: '発送済み',
    COMPLETED: '完了',
    CANCELLED: 'キャンセル',
  },
};

/** What a payment or refund was for (the pay list's business type). */
export const paymentBizTypeLabels: LabelTable<PaymentBizType> = {
  zh: { ORDER: '订单', EXCHANGE: '积分兑换', BOX: '盲盒' },
  en: { ORDER: 'Order', EXCHANGE: 'Points exchange', BOX: 'Mystery box' },
  es: { ORDER: 'Pedido', EXCHANGE: 'Canje de puntos', BOX: 'Caja sorpresa' },
  ja: { ORDER: '注文', EXCHANGE: 'ポイント交換', BOX: 'ブラインドボックス' },
};
