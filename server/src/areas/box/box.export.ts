import type { BoxDrawFilters } from '@shop/contract/areas/box';
import {
  boxDrawChannelLabels,
  boxFulfilStatusLabels,
  boxPayMethodLabels,
  boxTierLabels,
} from '@shop/contract/labels/box.labels';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currencyField, type ExportField, type ExportSetup } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { type BoxDrawExportRow, boxDrawReader } from './box-draw.table.js';

/** The record list as a streamed CSV, honouring its filters, written for people. */

function drawFields(setup: ExportSetup): ExportField<BoxDrawExportRow>[] {
  return [
    { column: 'draw_no', value: (r) => r.draw.drawNo },
    { column: 'drawn_at', time: (r) => r.draw.drawnAt },
    { column: 'box', value: (r) => r.seriesTitle },
    { column: 'customer_id', value: (r) => r.draw.customerId },
    { column: 'customer', value: (r) => r.customerName },
    { column: 'phone', value: (r) => r.customerPhone },
    { column: 'prize', value: (r) => r.draw.prizeTitle },
    { column: 'sku_code', value: (r) => r.skuCode },
    { column: 'tier', code: (r) => r.draw.tier, labels: boxTierLabels },
    currencyField(setup),
    { column: 'display_value', money: (r) => r.draw.displayValue },
    { column: 'odds_version', value: (r) => r.draw.oddsVersion },
    { column: 'guarantee_applied', value: (r) => r.draw.guaranteeApplied },
    { column: 'pay_method', code: (r) => r.draw.payMethod, labels: boxPayMethodLabels },
    { column: 'cash', money: (r) => r.draw.cashAmount },
    { column: 'points', value: (r) => r.draw.pointsAmount },
    { column: 'channel', code: (r) => r.draw.channel, labels: boxDrawChannelLabels },
    { column: 'status', code: (r) => r.draw.fulfilStatus, labels: boxFulfilStatusLabels },
    { column: 'receiver', value: (r) => r.draw.receiverName },
    { column: 'carrier', value: (r) => r.draw.carrier },
    { column: 'tracking_no', value: (r) => r.draw.trackingNo },
    { column: 'shipped_at', time: (r) => r.draw.shippedAt },
    { column: 'completed_at', time: (r) => r.draw.completedAt },
    { column: 'note', value: (r) => r.draw.note },
  ];
}

export function exportBoxDraws(
  db: Db,
  filters: BoxDrawFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const reader = boxDrawReader(db, filters);
  return sendListCsv(db, filters, request, reply, {
    area: 'box-draws',
    count: reader.count,
    batch: reader.batch,
    fields: drawFields,
  });
}
