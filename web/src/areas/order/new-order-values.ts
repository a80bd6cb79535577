import type { AddressFields } from '@shop/contract/areas/customer';
import type { InventorySku } from '@shop/contract/areas/inventory';
import { MAX_LINE_QUANTITY, type OrderCreateBody } from '@shop/contract/areas/order';
import { addressFieldNames, addressOf } from '../../components/address-values';
import type { Issue } from '../../lib/form-issues';
import type { KeyFor } from '../../lib/idempotency';

/** The SKU facts a line shows while the order is written (from the inventory list). */
export type LineSku = Pick<
  InventorySku,
  'skuId' | 'code' | 'productTitle' | 'optionValues' | 'imageUrl' | 'price' | 'available'
>;

export interface DraftLine {
  sku: LineSku;
  quantity: number | null;
}

/** Where the parcel goes: one of the customer's saved addresses, or one typed for this order. */
export type AddressChoice = { kind: 'saved'; addressId: number } | { kind: 'typed' };

export interface NewOrderValues {
  customerId: number | undefined;
  address: AddressChoice;
  typedAddress: Partial<AddressFields>;
  lines: DraftLine[];
  shippingFee: number | null;
  discount: number | null;
  /** Points paying for the goods (empty: none). */
  pointsUsed: number | null;
  buyerNote: string;
}

/**
 * The most of a SKU a line may ask for: what the list showed available (the server refuses an
 * oversell whatever the console thought), at least 1 so a line never reads 0.
 */
export function mostOf(sku: Pick<LineSku, 'available'>): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, sku.available));
}

/**
 * A SKU added to the order: a new line of 1, or one more of a SKU already there (the contract
 * takes each SKU once), never past what is available.
 */
export function addLine(lines: readonly DraftLine[], sku: LineSku): DraftLine[] {
  const at = lines.findIndex((line) => line.sku.skuId === sku.skuId);
  if (at < 0) return [...lines, { sku, quantity: 1 }];
  return lines.map((line, i) =>
    i === at ? { ...line, quantity: Math.min(mostOf(sku), (line.quantity ?? 0) + 1) } : line,
  );
}

/**
 * What the goods come to at the prices shown: an indication while the order is written. The
 * server prices the order from the catalogue and works out every total itself.
 */
export function indicativeSubtotal(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, line) => sum + line.sku.price * (line.quantity ?? 0), 0);
}

/** Lines asking for more than the list showed available (the server decides; this warns). */
export function overAvailable(lines: readonly DraftLine[]): LineSku[] {
  return lines.filter((line) => (line.quantity ?? 0) > line.sku.available).map((line) => line.sku);
}

/**
 * The contract's body; the address is the saved one picked or the one typed. Its key is the
 * drawer's key for this content (`keysByContent`): a resend of the same order keeps it, an edited
 * order gets a new one.
 */
export function orderBodyOf(
  values: NewOrderValues,
  savedAddresses: readonly (Partial<AddressFields> & { id: number })[],
  keyFor: KeyFor,
): OrderCreateBody {
  const choice = values.address;
  const address: Partial<AddressFields> =
    (choice.kind === 'saved' ? savedAddresses.find((a) => a.id === choice.addressId) : values.typedAddress) ??
    {};
  const content = {
    customerId: values.customerId ?? 0,
    lines: values.lines.map((line) => ({ skuId: line.sku.skuId, quantity: line.quantity ?? 0 })),
    shippingFee: values.shippingFee ?? 0,
    discount: values.discount ?? 0,
    pointsUsed: values.pointsUsed ?? 0,
    address: addressOf(address),
    buyerNote: values.buyerNote,
  };
  return { ...content, idempotencyKey: keyFor(content) };
}

/** The order's own fields a refusal may name (the address and lines have their own places). */
const orderFields = ['customerId', 'shippingFee', 'discount', 'pointsUsed', 'buyerNote'] as const;
type OrderField = (typeof orderFields)[number];
type AddressField = (typeof addressFieldNames)[number];

/** Where each problem of a refused order shows (the issues as the server sent them). */
export interface RoutedIssues {
  /** By SKU id: a line the server refused (a SKU no longer for sale). */
  lines: Map<number, Issue>;
  /** About the lines as a whole (none, too many). */
  linesError: Issue | null;
  /** Under the form's fields: the order's own, and the typed address's. */
  fields: { name: OrderField | ['typedAddress', AddressField]; issue: Issue }[];
}

/**
 * A 40000 answer's issues, each to where staff will see it: a line's on that line (the body's
 * `lines[i]` is the i-th line shown), the typed address's under its field, the rest under theirs.
 * A saved address's problems have no field here; the dialog's banner lists what is left.
 */
export function routeOrderIssues(
  issues: readonly Issue[],
  lines: readonly DraftLine[],
  addressTyped: boolean,
): RoutedIssues {
  const routed: RoutedIssues = { lines: new Map(), linesError: null, fields: [] };
  for (const issue of issues) {
    const [head, index] = issue.path;
    const line = typeof index === 'number' ? lines[index] : undefined;
    if (head === 'lines' && line) routed.lines.set(line.sku.skuId, issue);
    else if (head === 'lines') routed.linesError = issue;
    else if (head === 'address' && addressTyped && (addressFieldNames as readonly unknown[]).includes(index))
      routed.fields.push({ name: ['typedAddress', index as AddressField], issue });
    else if ((orderFields as readonly unknown[]).includes(head))
      routed.fields.push({ name: head as OrderField, issue });
  }
  return routed;
}
