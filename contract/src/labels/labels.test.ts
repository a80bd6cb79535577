import { describe, expect, it } from 'vitest';
import { auditActions, auditAreas, auditEntities } from '../areas/audit-codes.js';
import { boxDrawChannels, boxFulfilStatuses, boxPayMethods, boxStatuses, boxTiers } from '../areas/box.js';
import { customerSources, customerStatuses } from '../areas/customer.js';
import { adjustReasons, movementTypes } from '../areas/inventory.js';
import {
  orderChannels,
  orderStatuses,
  paymentChannels,
  paymentStatuses,
  refundRecordStatuses,
  refundStatuses,
} from '../areas/order.js';
import { orderDocumentKinds } from '../areas/order-document.js';
import { paymentKinds } from '../areas/payment.js';
import { pointAdjustReasons, pointBizTypes } from '../areas/point.js';
import { productStatuses, skuStatuses } from '../areas/product.js';
import { staffStatuses } from '../areas/staff.js';
import { roles } from '../roles.js';
import { auditActionLabels, auditAreaLabels, auditEntityLabels } from './audit.labels.js';
import {
  boxDrawChannelLabels,
  boxFulfilStatusLabels,
  boxPayMethodLabels,
  boxStatusLabels,
  boxTierLabels,
} from './box.labels.js';
import { customerSourceLabels, customerStatusLabels } from './customer.labels.js';
import { exportColumnLabels, exportColumns } from './export-columns.js';
import { adjustReasonLabels, movementTypeLabels } from './inventory.labels.js';
import { type LabelTable, labelLanguages } from './label-table.js';
import { orderChannelLabels, orderRefundStatusLabels, orderStatusLabels } from './order.labels.js';
import { documentTitleLabels, documentWordLabels, documentWords } from './order-document.labels.js';
import {
  paymentChannelLabels,
  paymentKindLabels,
  paymentStatusLabels,
  refundRecordStatusLabels,
} from './payment.labels.js';
import { pointAdjustReasonLabels, pointBizTypeLabels } from './point.labels.js';
import { productStatusLabels, skuStatusLabels } from './product.labels.js';
import { roleLabels, staffStatusLabels } from './staff.labels.js';

/** Each table beside the enum it names: the enum is the truth, the table must follow it. */
const tables: [string, readonly string[], LabelTable<string>][] = [
  ['order status', orderStatuses, orderStatusLabels],
  ['order refund status', refundStatuses, orderRefundStatusLabels],
  ['order channel', orderChannels, orderChannelLabels],
  ['document title', orderDocumentKinds, documentTitleLabels],
  ['document word', documentWords, documentWordLabels],
  ['payment status', paymentStatuses, paymentStatusLabels],
  ['refund status', refundRecordStatuses, refundRecordStatusLabels],
  ['payment channel', paymentChannels, paymentChannelLabels],
  ['payment kind', paymentKinds, paymentKindLabels],
  ['product status', productStatuses, productStatusLabels],
  ['SKU status', skuStatuses, skuStatusLabels],
  ['movement type', movementTypes, movementTypeLabels],
  ['adjust reason', adjustReasons, adjustReasonLabels],
  ['customer status', customerStatuses, customerStatusLabels],
  ['customer source', customerSources, customerSourceLabels],
  ['role', roles, roleLabels],
  ['staff status', staffStatuses, staffStatusLabels],
  ['points type', pointBizTypes, pointBizTypeLabels],
  ['points adjust reason', pointAdjustReasons, pointAdjustReasonLabels],
  ['export column', exportColumns, exportColumnLabels],
  ['audit area', auditAreas, auditAreaLabels],
  ['audit record type', auditEntities, auditEntityLabels],
  ['audit action', auditActions, auditActionLabels],
  ['box status', boxStatuses, boxStatusLabels],
  ['box tier', boxTiers, boxTierLabels],
  ['box fulfilment', boxFulfilStatuses, boxFulfilStatusLabels],
  ['box payment method', boxPayMethods, boxPayMethodLabels],
  ['box draw channel', boxDrawChannels, boxDrawChannelLabels],
];

describe('label tables', () => {
  it.each(tables)('every %s has a label in every language, and no stray ones', (_, codes, table) => {
    for (const language of labelLanguages) {
      const labels = table[language];
      expect([language, Object.keys(labels).sort()]).toEqual([language, [...codes].sort()]);
      const blank = codes.filter((code) => !labels[code]?.trim());
      expect([language, blank]).toEqual([language, []]);
    }
  });

  it.each(tables)('%s labels differ between codes within a language', (_, codes, table) => {
    for (const language of labelLanguages) {
      // Two codes read alike would make an exported column ambiguous to the person reading it.
      const texts = codes.map((code) => table[language][code]);
      expect([language, new Set(texts).size]).toEqual([language, codes.length]);
    }
  });
});
