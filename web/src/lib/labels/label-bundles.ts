import { auditActionLabels, auditAreaLabels, auditEntityLabels } from '@shop/contract/labels/audit.labels';
import {
  boxDrawChannelLabels,
  boxFulfilStatusLabels,
  boxPayMethodLabels,
  boxStatusLabels,
  boxTierLabels,
} from '@shop/contract/labels/box.labels';
import { customerSourceLabels, customerStatusLabels } from '@shop/contract/labels/customer.labels';
import {
  exchangeItemKindLabels,
  exchangeItemStatusLabels,
  exchangeOrderStatusLabels,
  exchangeWindowStateLabels,
  paymentBizTypeLabels,
} from '@shop/contract/labels/exchange.labels';
import { adjustReasonLabels, movementTypeLabels } from '@shop/contract/labels/inventory.labels';
import type { LabelLanguage, LabelTable } from '@shop/contract/labels/label-table';
import {
  orderChannelLabels,
  orderRefundStatusLabels,
  orderStatusLabels,
} from '@shop/contract/labels/order.labels';
import {
  paymentChannelLabels,
  paymentKindLabels,
  paymentStatusLabels,
  refundRecordStatusLabels,
} from '@shop/contract/labels/payment.labels';
import { pointAdjustReasonLabels, pointBizTypeLabels } from '@shop/contract/labels/point.labels';
import { productStatusLabels, skuStatusLabels } from '@shop/contract/labels/product.labels';
import { roleLabels, staffStatusLabels } from '@shop/contract/labels/staff.labels';
import * as audit from './audit-labels';
import * as box from './box-labels';
import { customerSourceLabelKeys, customerStatusLabelKeys } from './customer-labels';
import * as exchange from './exchange-labels';
import { movementLabelKeys, reasonLabelKeys } from './inventory-labels';
import * as order from './order-labels';
import * as payment from './payment-labels';
import { bizTypeLabelKeys, adjustReasonLabelKeys as pointReasonLabelKeys } from './point-labels';
import * as product from './product-labels';
import * as record from './record-labels';
import { roleLabelKeys, staffStatusLabelKeys } from './staff-labels';

/**
 * The enum names the console shows live in the contract (the exports write the same words); here
 * they become i18next texts under the keys the console has always used (`order:statusPaid`), so
 * every `t(statusLabelKeys[status])` reads them unchanged and no catalogue repeats them.
 */
const sources = {
  order: [
    [order.statusLabelKeys, orderStatusLabels],
    [order.refundStatusLabelKeys, orderRefundStatusLabels],
    [order.channelLabelKeys, orderChannelLabels],
  ],
  payment: [
    [payment.paymentStatusLabelKeys, paymentStatusLabels],
    [payment.refundStatusLabelKeys, refundRecordStatusLabels],
    [payment.channelLabelKeys, paymentChannelLabels],
    [payment.kindLabelKeys, paymentKindLabels],
    [payment.bizTypeLabelKeys, paymentBizTypeLabels],
  ],
  exchange: [
    [exchange.orderStatusLabelKeys, exchangeOrderStatusLabels],
    [exchange.itemStatusLabelKeys, exchangeItemStatusLabels],
    [exchange.kindLabelKeys, exchangeItemKindLabels],
    [exchange.windowLabelKeys, exchangeWindowStateLabels],
  ],
  product: [
    [product.statusLabelKeys, productStatusLabels],
    [product.skuStatusLabelKeys, skuStatusLabels],
  ],
  inventory: [
    [reasonLabelKeys, adjustReasonLabels],
    [movementLabelKeys, movementTypeLabels],
  ],
  customer: [
    [customerStatusLabelKeys, customerStatusLabels],
    [customerSourceLabelKeys, customerSourceLabels],
  ],
  point: [
    [bizTypeLabelKeys, pointBizTypeLabels],
    [pointReasonLabelKeys, pointAdjustReasonLabels],
  ],
  staff: [
    [roleLabelKeys, roleLabels],
    [staffStatusLabelKeys, staffStatusLabels],
  ],
  audit: [
    [audit.areaLabelKeys, auditAreaLabels],
    [audit.entityLabelKeys, auditEntityLabels],
    [audit.actionLabelKeys, auditActionLabels],
  ],
  // The box pages; the window states are the exchange's three.
  box: [
    [box.statusLabelKeys, boxStatusLabels],
    [box.tierLabelKeys, boxTierLabels],
    [box.payMethodLabelKeys, boxPayMethodLabels],
    [box.windowLabelKeys, exchangeWindowStateLabels],
  ],
  // The box record list (its own namespace: the box pages have theirs).
  record: [
    [record.tierLabelKeys, boxTierLabels],
    [record.fulfilLabelKeys, boxFulfilStatusLabels],
    [record.payMethodLabelKeys, boxPayMethodLabels],
    [record.channelLabelKeys, boxDrawChannelLabels],
  ],
  // The profile page and the role switch name the caller's roles.
  profile: [[roleLabelKeys, roleLabels]],
} as const satisfies Record<string, readonly (readonly [Record<string, string>, LabelTable<string>])[]>;

type Sources = typeof sources;
/** Each key map's keys, one map at a time (distributes over the union of a namespace's maps). */
type KeysIn<Map> = Map extends Readonly<Record<string, infer Key extends string>> ? Key : never;
/** The keys a namespace gets from the contract, e.g. `'statusPaid' | 'channelStaff' | …` for `order`. */
export type LabelKeysOf<Ns extends keyof Sources> = KeysIn<Sources[Ns][number][0]>;
/** What a namespace's catalogue gains: its contract labels as texts. */
export type LabelBundle<Ns extends keyof Sources> = Record<LabelKeysOf<Ns>, string>;

/** Every namespace's contract labels in one language, as i18next bundles. */
export function labelBundles(language: LabelLanguage): Record<keyof Sources, Record<string, string>> {
  const bundles = {} as Record<keyof Sources, Record<string, string>>;
  for (const [namespace, pairs] of Object.entries(sources) as [keyof Sources, Sources[keyof Sources]][]) {
    const bundle: Record<string, string> = {};
    for (const [keys, table] of pairs) {
      for (const [code, key] of Object.entries(keys)) {
        bundle[key] = (table[language] as Record<string, string>)[code] ?? code;
      }
    }
    bundles[namespace] = bundle;
  }
  return bundles;
}
