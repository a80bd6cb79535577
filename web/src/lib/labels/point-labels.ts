import type { PointAdjustReason, PointBizType } from '@shop/contract/areas/point';

/** The `point` catalogue's key of each ledger type (its text: contract/labels/point.labels.ts). */
export const bizTypeLabelKeys = {
  ADMIN: 'typeAdmin',
  ORDER_USE: 'typeOrderUse',
  ORDER_USE_RETURN: 'typeOrderUseReturn',
  ORDER_EARN: 'typeOrderEarn',
  ORDER_EARN_REVERSAL: 'typeOrderEarnReversal',
  EXPIRE: 'typeExpire',
  EXCHANGE: 'typeExchange',
  EXCHANGE_RETURN: 'typeExchangeReturn',
  BOX: 'typeBox',
} as const satisfies Record<PointBizType, string>;

/** The key of each reason staff adjust points for. */
export const adjustReasonLabelKeys = {
  goodwill: 'reasonGoodwill',
  correction: 'reasonCorrection',
  compensation: 'reasonCompensation',
  promotion: 'reasonPromotion',
  other: 'reasonOther',
} as const satisfies Record<PointAdjustReason, string>;
