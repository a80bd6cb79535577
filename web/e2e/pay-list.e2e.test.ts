import { readFile } from 'node:fs/promises';
import type { OrderDetail } from '@shop/contract/areas/order';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';
import { listRow, listRows, pickOption, shopFixture, showAllColumns, testAddress } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const address = { ...testAddress, receiverName: 'Rosa Pay' };
/** The shop currency of the test app (none configured: the console's fallback), as English shows it. */
const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

interface Placed {
  order: OrderDetail;
  payNo: string;
  paymentId: number;
}

let cash: Placed;
let transfer: Placed;

/** A manual order of `quantity` mugs with 5.00 shipping, paid offline through the order API. */
async function placeAndPay(
  customerId: number,
  skuId: number,
  quantity: number,
  payment: { channel: 'CASH' | 'BANK_TRANSFER'; reference: string; note: string },
): Promise<Placed> {
  const placed = await shop.placeOrder(customerId, [{ skuId, quantity }], { shippingFee: 500, address });
  const paid = (await shop.payOrder(placed, payment)).order;
  const made = paid.payments[0];
  if (!made) throw new Error('the order shows no payment');
  return { order: paid, payNo: made.payNo, paymentId: made.id };
}

beforeAll(async () => {
  const customerId = await shop.customer('Rosa Pay', '+351555019');
  const [skuId] = await shop.product('E2E Pay Mug', [{ code: 'E2E-PAY-MUG', price: 2500, onHand: 20 }]);
  if (skuId === undefined) throw new Error('the product has no SKU');
  cash = await placeAndPay(customerId, skuId, 2, {
    channel: 'CASH',
    reference: 'E2E-TILL-0042',
    note: 'Market stall, Saturday',
  });
  transfer = await placeAndPay(customerId, skuId, 1, {
    channel: 'BANK_TRANSFER',
    reference: 'E2E-SEPA-7781',
    note: '',
  });
  // One of the two cash mugs came back chipped: a partial refund of that line.
  const line = cash.order.lines[0];
  if (!line) throw new Error('the order has no line');
  await (await shop.as()).ok('refundOrder', {
    params: { id: cash.order.id },
    body: {
      lines: [{ lineId: line.id, quantity: 1 }],
      reason: 'Chipped rim',
      idempotencyKey: 'e2e-pay-refund-1',
    },
  });
});

/** The first cells (pay or refund numbers) shown, once the table has settled. */
async function shownNumbers(page: Page): Promise<string[]> {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return listRows(page).locator('td:nth-child(1)').allInnerTexts();
}

const search = (page: Page) => new URL(page.url()).searchParams;

describe('pay list', () => {
  it('filters payments by channel and by an amount typed in euros, and opens one from the keyboard', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/payment/index?q=E2E-');
    await showAllColumns(ui.page);
    await expect.poll(() => shownNumbers(ui.page)).toEqual([transfer.payNo, cash.payNo]);

    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Channel' }), 'Cash');
    await ui.page.waitForURL(/[?&]channel=CASH/);
    await expect.poll(() => shownNumbers(ui.page)).toEqual([cash.payNo]);
    const text = await listRow(ui.page, cash.payNo).innerText();
    for (const part of [
      cash.order.orderNo,
      'Rosa Pay',
      'Cash',
      'Offline',
      'Partly refunded',
      euros(cash.order.total),
      euros(2500),
      'E2E-TILL-0042',
      'Ada Admin',
    ])
      expect(text).toContain(part);

    // The bounds are typed in euros and travel in cents: the transfer is 30.00, one cent too little.
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Channel' }), 'Bank transfer');
    await expect.poll(() => shownNumbers(ui.page)).toEqual([transfer.payNo]);
    expect(await listRow(ui.page, transfer.payNo).innerText()).toContain(euros(3000));
    await ui.page.getByRole('spinbutton', { name: 'Min amount' }).fill('30.01');
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => search(ui.page).get('minAmount')).toBe('3001');
    await expect.poll(() => shownNumbers(ui.page)).toEqual([]);
    await ui.page.getByText('No payments match these filters.').waitFor();
    await ui.page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => search(ui.page).toString()).toBe('');
    await expect.poll(() => ui.page.getByRole('spinbutton', { name: 'Min amount' }).inputValue()).toBe('');

    // The pay number is a link: Enter on it opens the drawer, Escape closes it.
    await ui.page.getByRole('link', { name: cash.payNo }).focus();
    await ui.page.keyboard.press('Enter');
    const drawer = ui.page.getByRole('dialog', { name: `Payment ${cash.payNo}` });
    await drawer.waitFor();
    expect(search(ui.page).get('payment')).toBe(String(cash.paymentId));
    await ui.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(search(ui.page).has('payment')).toBe(false);
  });

  it('shows a payment with every field and its refunds, from a link', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn(`/payment/index?payment=${cash.paymentId}`);
    const drawer = ui.page.getByRole('dialog', { name: `Payment ${cash.payNo}` });
    await drawer.waitFor();
    const fields = await drawer.locator('.ant-descriptions').innerText();
    for (const part of [
      cash.order.orderNo,
      'Rosa Pay',
      'Cash',
      'Offline',
      'Partly refunded',
      euros(cash.order.total),
      'E2E-TILL-0042',
      'Market stall, Saturday',
      'Ada Admin',
    ])
      expect(fields).toContain(part);
    const refunds = drawer.getByRole('region', { name: 'Refunds (1)' });
    const refund = await refunds.locator('.ant-table-row').innerText();
    for (const part of ['Chipped rim', 'Refunded', euros(2500), 'Ada Admin']) expect(refund).toContain(part);

    // The order number opens that order's detail on the Orders page.
    await drawer.getByRole('link', { name: cash.order.orderNo }).click();
    await ui.page.waitForURL(ui.url(`/order/index?order=${cash.order.id}`));
    await ui.page.getByRole('dialog', { name: `Order ${cash.order.orderNo}` }).waitFor();
  });

  it('lists refunds in their own tab, kept in the URL, each opening its payment', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/payment/index?channel=CASH');
    await ui.page.getByRole('tab', { name: 'Refunds' }).click();
    await ui.page.waitForURL(ui.url('/payment/index?tab=refunds'));
    await showAllColumns(ui.page);
    const row = listRow(ui.page, 'Chipped rim');
    await row.waitFor();
    const text = await row.innerText();
    for (const part of [cash.payNo, cash.order.orderNo, 'Rosa Pay', euros(2500), 'Refunded', 'Ada Admin'])
      expect(text).toContain(part);

    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Status' }), 'Failed');
    await ui.page.waitForURL(/tab=refunds&status=FAILED/);
    await ui.page.getByText('No refunds match these filters.').waitFor();
    await ui.page.goBack();
    await row.waitFor();

    await row.getByRole('link', { name: cash.payNo }).click();
    await ui.page.getByRole('dialog', { name: `Payment ${cash.payNo}` }).waitFor();
    expect(search(ui.page).get('tab')).toBe('refunds');
    // Back closes the drawer, then returns to the payments as they were filtered.
    await ui.page.goBack();
    await ui.page.getByRole('dialog').waitFor({ state: 'detached' });
    await ui.page.goBack();
    await ui.page.waitForURL(ui.url('/payment/index?channel=CASH'));
    await ui.page.getByRole('tab', { name: 'Payments', selected: true }).waitFor();
    await expect.poll(() => shownNumbers(ui.page)).toEqual([cash.payNo]);
  });

  it('shows above each list what its filters match over every page: how many, and the sums', async () => {
    await ui.signInAs('editor');
    // One row a page, two payments matching: the totals are of the match, not of the page.
    await ui.openSignedIn('/payment/index?q=E2E-&pageSize=1');
    await expect.poll(() => shownNumbers(ui.page)).toEqual([transfer.payNo]);
    const totals = ui.page.getByTestId('pay-totals');
    const both = euros(cash.order.total + transfer.order.total);
    await expect.poll(() => totals.innerText()).toBe(`2 matching · amount ${both} · refunded ${euros(2500)}`);

    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Channel' }), 'Bank transfer');
    await expect
      .poll(() => totals.innerText())
      .toBe(`1 matching · amount ${euros(transfer.order.total)} · refunded ${euros(0)}`);

    await ui.openSignedIn(`/payment/index?tab=refunds&q=${cash.payNo}`);
    await expect.poll(() => totals.innerText()).toBe(`1 matching · refunded ${euros(2500)}`);
  });

  it('exports the filtered payments as CSV', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/payment/index?q=E2E-&channel=BANK_TRANSFER');
    await expect.poll(() => shownNumbers(ui.page)).toEqual([transfer.payNo]);
    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d\d-\d\d\.csv$/);
    const rows: Record<string, string>[] = parse(await readFile(await download.path()), {
      bom: true,
      columns: true,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        'Payment no.': transfer.payNo,
        'Order no.': transfer.order.orderNo,
        Customer: 'Rosa Pay',
        Channel: 'Bank transfer',
        Kind: 'Offline',
        Status: 'Paid',
        Currency: 'EUR',
        Amount: '30.00',
        Refunded: '0.00',
        Reference: 'E2E-SEPA-7781',
        'Recorded by': 'Ada Admin',
      }),
    ]);
    expect(Object.keys(rows[0] ?? {})).not.toContain('channel_code');
    await ui.page.getByText('Exported 1 rows').waitFor();
  });
});
