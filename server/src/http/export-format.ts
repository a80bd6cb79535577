import { type ExportColumn, exportColumnLabels } from '@shop/contract/labels/export-columns';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import { type LabelLanguage, type LabelTable, labelLanguages } from '@shop/contract/labels/label-table';
import { zonedTime } from '@shop/contract/shop-clock';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { formatMoney } from '../lib/csv-money.js';
import { readConfigs } from '../lib/read-config.js';

/**
 * Exports are read by people: headers and labels in the console's language, times in the shop's
 * zone as a clock on the wall shows them (`2026-11-27 14:05`), money in units beside its
 * currency. `codes=true` adds each label's code in a column of its own for tools.
 */
export interface ExportSetup {
  language: LabelLanguage;
  zone: string;
  currency: string;
  codes: boolean;
}

/** The language asked for, else the request's first Accept-Language the console speaks, else English. */
function languageOf(options: ExportOptions, request: FastifyRequest): LabelLanguage {
  if (options.lang) return options.lang;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.trim().split(/[-;]/)[0]?.toLowerCase());
  return (
    accepted.find((l): l is LabelLanguage => (labelLanguages as readonly string[]).includes(l ?? '')) ?? 'en'
  );
}

export async function exportSetup(
  db: Db,
  options: ExportOptions,
  request: FastifyRequest,
): Promise<ExportSetup> {
  const config = await readConfigs(db, ['shop_time_zone', 'shop_currency']);
  return {
    language: languageOf(options, request),
    zone: config.shop_time_zone,
    currency: config.shop_currency,
    codes: options.codes === 'true',
  };
}

export type ExportCell = string | number | boolean | null;

/** One column of an export, by what it holds; `columnsFor` turns it into headers and cells. */
export type ExportField<Row> = { column: ExportColumn; width?: number } & (
  | { value(row: Row): ExportCell | undefined }
  | { time(row: Row): Date | string | null }
  | { money(row: Row): number | null }
  | { code(row: Row): string | null; labels: LabelTable<string> }
  | { codeList(row: Row): readonly string[]; labels: LabelTable<string> }
);

/** A finished column: its header and how a row fills it. */
export interface ExportColumnOf<Row> {
  header: string;
  width?: number;
  value(row: Row): ExportCell;
}

/** The headers and cells of `fields` for this setup: labelled, zoned, with codes when asked. */
export function columnsFor<Row>(
  fields: readonly ExportField<Row>[],
  setup: ExportSetup,
): ExportColumnOf<Row>[] {
  const words = exportColumnLabels[setup.language];
  return fields.flatMap((field): ExportColumnOf<Row>[] => {
    const header = words[field.column];
    const width = field.width;
    if ('time' in field) {
      const time = field.time;
      return [
        {
          header: `${header} (${setup.zone})`,
          width: width ?? 18,
          value: (row) => {
            const moment = time(row);
            return moment === null ? null : zonedTime(moment, setup.zone);
          },
        },
      ];
    }
    if ('money' in field) {
      const money = field.money;
      return [{ header, width, value: (row) => formatMoney(money(row)) }];
    }
    if ('code' in field) {
      const { code, labels } = field;
      const names = labels[setup.language];
      const label: ExportColumnOf<Row> = {
        header,
        width,
        value: (row) => {
          const c = code(row);
          return c === null ? null : (names[c] ?? c);
        },
      };
      return setup.codes ? [label, { header: `${field.column}_code`, value: code }] : [label];
    }
    if ('codeList' in field) {
      const { codeList, labels } = field;
      const names = labels[setup.language];
      const label: ExportColumnOf<Row> = {
        header,
        width,
        value: (row) =>
          codeList(row)
            .map((c) => names[c] ?? c)
            .join(', '),
      };
      return setup.codes
        ? [label, { header: `${field.column}_code`, value: (row) => codeList(row).join(',') }]
        : [label];
    }
    const value = field.value;
    return [{ header, width, value: (row) => value(row) ?? null }];
  });
}

/** The currency column that sits beside an export's amounts. */
export function currencyField<Row>(setup: ExportSetup): ExportField<Row> {
  return { column: 'currency', width: 8, value: () => setup.currency };
}
