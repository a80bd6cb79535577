import { z } from 'zod';
import { idField } from '../ids.js';
import { labelLanguages } from '../labels/label-table.js';
import { orderStatusSchema } from './order.js';

/**
 * Printable documents of orders: a packing slip (what goes in the parcel) and an invoice (what
 * was charged). The server makes the PDF from the same `OrderDocument` the console's print preview
 * draws, so a document says the same on screen and on paper. Access is `order`: whoever opens an
 * order sees its prices already, so an invoice needs nothing more.
 */

export const orderDocumentKinds = ['packing-slip', 'invoice'] as const;
export type OrderDocumentKind = (typeof orderDocumentKinds)[number];

/** One request prints at most this many orders: a day's parcels, in a file a printer takes at once. */
export const MAX_DOCUMENT_ORDERS = 200;

/** `12,15,20`: the orders to print, in this order, each once. */
const orderIdList = z
  .string()
  .max(4_000)
  .transform((text) =>
    text
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(idField)
      .min(1, 'order.pickOrder')
      .max(MAX_DOCUMENT_ORDERS, 'order.tooManyToPrint')
      .refine((ids) => new Set(ids).size === ids.length, { message: 'order.eachOrderOnce' }),
  );

export const orderDocumentQuery = z.object({
  kind: z.enum(orderDocumentKinds),
  ids: orderIdList,
});
export type OrderDocumentQuery = z.infer<typeof orderDocumentQuery>;

/** The PDF also takes the language it is written in (else Accept-Language, else English). */
export const orderDocumentPdfQuery = orderDocumentQuery.extend({ lang: z.enum(labelLanguages).optional() });
export type OrderDocumentPdfQuery = z.infer<typeof orderDocumentPdfQuery>;

export const documentLine = z.object({
  title: z.string(),
  optionValues: z.array(z.string()),
  skuCode: z.string(),
  quantity: z.number().int(),
  /** Of these, how many were refunded (the packing slip still lists what was ordered). */
  refundedQuantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
});
export type DocumentLine = z.infer<typeof documentLine>;

/** One order as its documents print it. */
export const orderDocument = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: orderStatusSchema,
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  customerName: z.string(),
  receiver: z.object({
    receiverName: z.string(),
    phone: z.string(),
    region: z.string(),
    city: z.string(),
    line: z.string(),
    postalCode: z.string(),
  }),
  buyerNote: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  lines: z.array(documentLine),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  discount: z.number().int(),
  pointsUsed: z.number().int(),
  pointsDiscount: z.number().int(),
  total: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
});
export type OrderDocument = z.infer<typeof orderDocument>;

/** What heads every page: the shop as its settings name it, and how its money and clocks read. */
export const documentShop = z.object({
  title: z.string(),
  address: z.string(),
  currency: z.string(),
  timeZone: z.string(),
});
export type DocumentShop = z.infer<typeof documentShop>;

export const orderDocumentsData = z.object({
  shop: documentShop,
  orders: z.array(orderDocument),
});
export type OrderDocumentsData = z.infer<typeof orderDocumentsData>;
