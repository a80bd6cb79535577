import type { DocumentShop, OrderDocument, OrderDocumentKind } from '@shop/contract/areas/order-document';
import type { LabelLanguage } from '@shop/contract/labels/label-table';
import {
  type DocumentWord,
  documentTitleLabels,
  documentWordLabels,
} from '@shop/contract/labels/order-document.labels';
import { zonedTime } from '@shop/contract/shop-clock';
import PDFDocument from 'pdfkit';
import { documentFonts } from './document-fonts.js';

/**
 * Packing slips and invoices drawn with pdfkit: one order per page (a long order runs onto more),
 * in the console's language, money in the shop's currency through Intl, times on the shop's clock.
 * What a document says comes from `OrderDocument`, the same data the console's preview draws.
 */

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
const BOTTOM = PAGE.height - MARGIN;
const GREY = '#666666';
const RULE = '#cccccc';

/** Intl's name for each console language. */
const locales: Record<LabelLanguage, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

interface Column {
  word: DocumentWord;
  x: number;
  width: number;
  align: 'left' | 'right';
}

const packingColumns: Column[] = [
  { word: 'item', x: MARGIN, width: 300, align: 'left' },
  { word: 'sku', x: 350, width: 130, align: 'left' },
  { word: 'quantity', x: 485, width: RIGHT - 485, align: 'right' },
];

const invoiceColumns: Column[] = [
  { word: 'item', x: MARGIN, width: 200, align: 'left' },
  { word: 'sku', x: 245, width: 105, align: 'left' },
  { word: 'quantity', x: 350, width: 40, align: 'right' },
  { word: 'unitPrice', x: 395, width: 75, align: 'right' },
  { word: 'amount', x: 475, width: RIGHT - 475, align: 'right' },
];

/** How one document reads: its words, money and clock. */
export interface DocumentStyle {
  kind: OrderDocumentKind;
  language: LabelLanguage;
  shop: DocumentShop;
}

export function moneyFormat(currency: string, language: LabelLanguage): (cents: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locales[language], { style: 'currency', currency });
  } catch {
    // A code Intl does not know still prints, as plain amounts beside it.
    const plain = new Intl.NumberFormat(locales[language], { minimumFractionDigits: 2 });
    return (cents) => `${plain.format(cents / 100)} ${currency}`;
  }
  return (cents) => format.format(cents / 100);
}

/** A new PDF whose pages `drawOrder` adds; the caller pipes it and ends it. */
export function newDocumentPdf(style: DocumentStyle): PDFKit.PDFDocument {
  const fonts = documentFonts(style.language);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: false,
    lang: locales[style.language],
    info: { Title: `${documentTitleLabels[style.language][style.kind]} · ${style.shop.title}` },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  return pdf;
}

/** Draws one order, starting on a page of its own. */
export function drawOrder(pdf: PDFKit.PDFDocument, style: DocumentStyle, order: OrderDocument): void {
  const words = documentWordLabels[style.language];
  const money = moneyFormat(style.shop.currency, style.language);
  const columns = style.kind === 'invoice' ? invoiceColumns : packingColumns;
  pdf.addPage();

  let y = drawHeading(pdf, style, order);
  y = drawParties(pdf, style, order, y);
  y = drawColumnHeads(pdf, columns, words, y);
  for (const line of order.lines) {
    const options = line.optionValues.join(' / ');
    const refunded = line.refundedQuantity > 0 ? `${words.refundedQuantity}: ${line.refundedQuantity}` : '';
    const itemHeight = textHeight(pdf, line.title, columns[0]?.width ?? 200, 9, 'regular');
    const subHeight =
      options || refunded
        ? textHeight(
            pdf,
            [options, refunded].filter(Boolean).join(' · '),
            columns[0]?.width ?? 200,
            7.5,
            'regular',
          )
        : 0;
    const height = Math.max(itemHeight + subHeight, 12) + 8;
    if (y + height > BOTTOM - 20) {
      pdf.addPage();
      y = continuation(pdf, order, words);
      y = drawColumnHeads(pdf, columns, words, y);
    }
    const cells: Record<DocumentWord, string> = {
      ...emptyCells,
      item: line.title,
      sku: line.skuCode,
      quantity: String(line.quantity),
      unitPrice: money(line.unitPrice),
      amount: money(line.lineTotal),
    };
    for (const column of columns) {
      pdf
        .font('regular')
        .fontSize(9)
        .fillColor('black')
        .text(cells[column.word], column.x, y + 4, { width: column.width, align: column.align });
    }
    if (subHeight > 0) {
      pdf
        .fontSize(7.5)
        .fillColor(GREY)
        .text([options, refunded].filter(Boolean).join(' · '), MARGIN, y + 4 + itemHeight, {
          width: columns[0]?.width ?? 200,
        });
    }
    y += height;
    rule(pdf, y);
  }
  y += 10;
  if (style.kind === 'invoice') drawTotals(pdf, style, order, y, money);
  else drawPackingFoot(pdf, order, words, y);
}

const emptyCells = Object.fromEntries(Object.keys(documentWordLabels.en).map((w) => [w, ''])) as Record<
  DocumentWord,
  string
>;

function textHeight(
  pdf: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
  font: 'regular' | 'bold',
): number {
  return pdf.font(font).fontSize(size).heightOfString(text, { width });
}

function rule(pdf: PDFKit.PDFDocument, y: number): void {
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** Shop on the left, the document's name and number on the right; returns where the page goes on. */
function drawHeading(pdf: PDFKit.PDFDocument, style: DocumentStyle, order: OrderDocument): number {
  const words = documentWordLabels[style.language];
  pdf.font('bold').fontSize(15).fillColor('black').text(style.shop.title, MARGIN, MARGIN, { width: 300 });
  const address = style.shop.address
    .split(/\n|,\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  let left = pdf.y + 2;
  for (const part of address) {
    pdf.font('regular').fontSize(8.5).fillColor(GREY).text(part, MARGIN, left, { width: 300 });
    left = pdf.y;
  }
  pdf
    .font('bold')
    .fontSize(18)
    .fillColor('black')
    .text(documentTitleLabels[style.language][style.kind], 340, MARGIN, {
      width: RIGHT - 340,
      align: 'right',
    });
  let right = pdf.y + 4;
  const facts: [DocumentWord, string | null][] = [
    ['orderNo', order.orderNo],
    ['placedAt', zonedTime(order.placedAt, style.shop.timeZone)],
    ['paidAt', order.paidAt && zonedTime(order.paidAt, style.shop.timeZone)],
    ['shippedAt', order.shippedAt && zonedTime(order.shippedAt, style.shop.timeZone)],
  ];
  for (const [word, value] of facts) {
    if (!value) continue;
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(words[word], 300, right, { width: 140, align: 'right' });
    pdf
      .font(word === 'orderNo' ? 'bold' : 'regular')
      .fillColor('black')
      .text(value, 445, right, { width: RIGHT - 445, align: 'right' });
    right = pdf.y + 1;
  }
  pdf
    .font('regular')
    .fontSize(7)
    .fillColor(GREY)
    .text(style.shop.timeZone, 340, right, {
      width: RIGHT - 340,
      align: 'right',
    });
  return Math.max(left, pdf.y) + 16;
}

/** Receiver (and customer, carrier) under the heading. */
function drawParties(
  pdf: PDFKit.PDFDocument,
  style: DocumentStyle,
  order: OrderDocument,
  top: number,
): number {
  const words = documentWordLabels[style.language];
  const { receiver } = order;
  pdf.font('bold').fontSize(9).fillColor(GREY).text(words.shipTo, MARGIN, top);
  pdf
    .font('bold')
    .fontSize(10.5)
    .fillColor('black')
    .text(receiver.receiverName, MARGIN, pdf.y + 2, { width: 300 });
  const place = [receiver.postalCode, receiver.city, receiver.region].filter(Boolean).join(' ');
  pdf
    .font('regular')
    .fontSize(9)
    .text(receiver.line, { width: 300 })
    .text(place, { width: 300 })
    .text(`${words.phone}: ${receiver.phone}`, { width: 300 });
  const leftEnd = pdf.y;
  const side: [DocumentWord, string | null][] = [
    ['customer', order.customerName],
    ['carrier', order.carrier],
    ['trackingNo', order.trackingNo],
  ];
  let y = top;
  for (const [word, value] of side) {
    if (!value) continue;
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(GREY)
      .text(words[word], 340, y, { width: RIGHT - 340 });
    pdf
      .font('regular')
      .fillColor('black')
      .text(value, 340, pdf.y + 1, { width: RIGHT - 340 });
    y = pdf.y + 5;
  }
  return Math.max(leftEnd, y) + 14;
}

function drawColumnHeads(
  pdf: PDFKit.PDFDocument,
  columns: readonly Column[],
  words: Record<DocumentWord, string>,
  y: number,
): number {
  pdf.rect(MARGIN, y, CONTENT_WIDTH, 18).fill('#f2f2f2');
  for (const column of columns) {
    pdf
      .font('bold')
      .fontSize(8.5)
      .fillColor('black')
      .text(words[column.word], column.x, y + 5, { width: column.width, align: column.align });
  }
  return y + 18;
}

/** The top of a page an order ran onto: its number again, so loose pages can be matched. */
function continuation(
  pdf: PDFKit.PDFDocument,
  order: OrderDocument,
  words: Record<DocumentWord, string>,
): number {
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${words.orderNo} ${order.orderNo} (…)`, MARGIN, MARGIN, { width: CONTENT_WIDTH });
  return pdf.y + 8;
}

/** Labelled amounts, right-aligned under the lines; returns the next y. */
function drawTotals(
  pdf: PDFKit.PDFDocument,
  style: DocumentStyle,
  order: OrderDocument,
  top: number,
  money: (cents: number) => string,
): number {
  const words = documentWordLabels[style.language];
  const rows: [string, string, boolean][] = [[words.subtotal, money(order.subtotal), false]];
  rows.push([words.shipping, money(order.shippingFee), false]);
  if (order.discount > 0) rows.push([words.discount, `−${money(order.discount)}`, false]);
  if (order.pointsDiscount > 0) {
    rows.push([`${words.pointsDiscount} (${order.pointsUsed})`, `−${money(order.pointsDiscount)}`, false]);
  }
  rows.push([words.total, money(order.total), true]);
  rows.push([words.paid, money(order.paidAmount), false]);
  if (order.refundedAmount > 0) rows.push([words.refunded, `−${money(order.refundedAmount)}`, false]);
  let y = top;
  if (y + rows.length * 16 > BOTTOM) {
    pdf.addPage();
    y = continuation(pdf, order, words);
  }
  for (const [label, value, strong] of rows) {
    if (strong) rule(pdf, y - 2);
    pdf
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 10.5 : 9)
      .fillColor('black')
      .text(label, 330, y + 2, { width: 140, align: 'right' })
      .text(value, 475, y + 2, { width: RIGHT - 475, align: 'right' });
    y += strong ? 20 : 15;
  }
  return y;
}

/** How many pieces go in the parcel, the buyer's note, and a line for whoever packed it. */
function drawPackingFoot(
  pdf: PDFKit.PDFDocument,
  order: OrderDocument,
  words: Record<DocumentWord, string>,
  top: number,
): void {
  let y = top;
  if (y + 80 > BOTTOM) {
    pdf.addPage();
    y = continuation(pdf, order, words);
  }
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  pdf
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text(`${words.itemCount}: ${pieces}`, MARGIN, y, { width: CONTENT_WIDTH, align: 'right' });
  y = pdf.y + 10;
  if (order.buyerNote) {
    pdf.font('bold').fontSize(9).fillColor(GREY).text(words.buyerNote, MARGIN, y);
    pdf
      .font('regular')
      .fillColor('black')
      .text(order.buyerNote, MARGIN, pdf.y + 1, { width: CONTENT_WIDTH });
    y = pdf.y + 10;
  }
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${words.packedBy}: ____________________`, MARGIN, y + 16);
}
