import type { PointAdjustReason, PointBizType } from '../areas/point.js';
import type { LabelTable } from './label-table.js';

/* The points codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of what moved a customer's points. */
export const pointBizTypeLabels: LabelTable<PointBizType> = {
  zh: {
    ADMIN: '人工调整',
    ORDER_USE: '订单抵扣',
    ORDER_USE_RETURN: '抵扣退回',
    ORDER_EARN: '订单奖励',
    ORDER_EARN_REVERSAL: '奖励扣回',
    EXPIRE: '过期',
    EXCHANGE: '积分兑换',
    EXCHANGE_RETURN: '兑换退回',
    BOX: '盲盒抽取',
  },
  en: {
    ADMIN: 'Adjustment',
    ORDER_USE: 'Used on order',
    ORDER_USE_RETURN: 'Order points returned',
    ORDER_EARN: 'Earned on order',
    ORDER_EARN_REVERSAL: 'Earned points taken back',
    EXPIRE: 'Expired',
    EXCHANGE: 'Exchange',
    EXCHANGE_RETURN: 'Exchange returned',
    BOX: 'Mystery box draw',
  },
  es: {
    ADMIN: 'Ajuste',
    ORDER_USE: 'Usados en pedido',
    ORDER_USE_RETURN: 'Devueltos del pedido',
    ORDER_EARN: 'Ganados en pedido',
    ORDER_EARN_REVERSAL: 'Ganados retirados',
    EXPIRE: 'Caducados',
    EXCHANGE: 'Canje',
    EXCHANGE_RETURN: 'Canje devuelto',
    BOX: 'Tirada de caja sorpresa',
  },
  ja: {
    ADMIN: '手動調整',
    ORDER_USE: '注文で利用',
    ORDER_USE_RETURN: '利用分の返還',
    ORDER_EARN: '注文で獲得',
    ORDER_EARN_REVERSAL: '獲得分の取消',
    EXPIRE: '失効',
    EXCHANGE: '交換',
    EXCHANGE_RETURN: '交換の返還',
    BOX: 'ブラインドボックス抽選',
  },
};

/** The name of why staff adjusted a customer's points. */
export const pointAdjustReasonLabels: LabelTable<PointAdjustReason> = {
  zh: {
    goodwill: '客情关怀',
    correction: '更正',
    compensation: '补偿',
    promotion: '活动赠送',
    other: '其他',
  },
  en: {
    goodwill: 'Goodwill',
    correction: 'Correction',
    compensation: 'Compensation',
    promotion: 'Promotion',
    other: 'Other',
  },
  es: {
    goodwill: 'Cortesía',
    correction: 'Corrección',
    compensation: 'Compensación',
    promotion: 'Promoción',
    other: 'Otro',
  },
  ja: {
    goodwill: 'サービス',
    correction: '訂正',
    compensation: '補償',
    promotion: 'キャンペーン',
    other: 'その他',
  },
};
