import type { PaymentChannel, PaymentKind, PaymentStatus, RefundRecordStatus } from '../areas/order.js';
import type { LabelTable } from './label-table.js';

/* The payment codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of a payment status. */
export const paymentStatusLabels: LabelTable<PaymentStatus> = {
  zh: {
    WAITING: '待支付',
    SUCCESS: '已支付',
    CLOSED: '已关闭',
    PARTIALLY_REFUNDED: '部分退款',
    REFUNDED: '已全额退款',
  },
  en: {
    WAITING: 'Awaiting payment',
    SUCCESS: 'Paid',
    CLOSED: 'Closed',
    PARTIALLY_REFUNDED: 'Partly refunded',
    REFUNDED: 'Refunded',
  },
  es: {
    WAITING: 'Pendiente de pago',
    SUCCESS: 'Pagado',
    CLOSED: 'Cerrado',
    PARTIALLY_REFUNDED: 'Reembolsado en parte',
    REFUNDED: 'Reembolsado',
  },
  ja: {
    WAITING: '支払い待ち',
    SUCCESS: '支払い済み',
    CLOSED: 'クローズ',
    PARTIALLY_REFUNDED: '一部返金',
    REFUNDED: '全額返金',
  },
};

/** The name of a refund status. */
export const refundRecordStatusLabels: LabelTable<RefundRecordStatus> = {
  zh: {
    PENDING: '处理中',
    SUCCESS: '已退款',
    FAILED: '失败',
  },
  en: {
    PENDING: 'Pending',
    SUCCESS: 'Refunded',
    FAILED: 'Failed',
  },
  es: {
    PENDING: 'Pendiente',
    SUCCESS: 'Reembolsado',
    FAILED: 'Fallido',
  },
  ja: {
    PENDING: '処理中',
    SUCCESS: '返金済み',
    FAILED: '失敗',
  },
};

/** The name of how a payment was made. */
export const paymentChannelLabels: LabelTable<PaymentChannel> = {
  zh: {
    CASH: '现金',
    BANK_TRANSFER: '银行转账',
    CARD_TERMINAL: '刷卡终端',
    CARD: '银行卡（线上）',
    WALLET: '电子钱包',
  },
  en: {
    CASH: 'Cash',
    BANK_TRANSFER: 'Bank transfer',
    CARD_TERMINAL: 'Card terminal',
    CARD: 'Card (online)',
    WALLET: 'Wallet',
  },
  es: {
    CASH: 'Efectivo',
    BANK_TRANSFER: 'Transferencia bancaria',
    CARD_TERMINAL: 'Datáfono',
    CARD: 'Tarjeta (en línea)',
    WALLET: 'Monedero digital',
  },
  ja: {
    CASH: '現金',
    BANK_TRANSFER: '銀行振込',
    CARD_TERMINAL: 'カード端末',
    CARD: 'カード（オンライン）',
    WALLET: '電子ウォレット',
  },
};

/** The name of offline or online. */
export const paymentKindLabels: LabelTable<PaymentKind> = {
  zh: {
    OFFLINE: '线下',
    ONLINE: '线上',
  },
  en: {
    OFFLINE: 'Offline',
    ONLINE: 'Online',
  },
  es: {
    OFFLINE: 'Presencial',
    ONLINE: 'En línea',
  },
  ja: {
    OFFLINE: 'オフライン',
    ONLINE: 'オンライン',
  },
};
