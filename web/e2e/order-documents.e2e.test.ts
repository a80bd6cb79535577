import { readFile } from 'node:fs/promises';
import type { OrderDetail } from '@shop/contract/areas/order';
import type { Download, Locator, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const RECEIVER = 'E2E Receiver Paz';
const address = {
  receiverName: RECEIVER,
  phone: '+34600777666',
  region: 'Madrid',
  city: 'Madrid',
  line: 'Calle del Horno 4',
  postalCode: '28005',
};

let first: OrderDetail;
let second: OrderDetail;

beforeAll(async () => {
  const [vase, plate] = (await shop.product('E2E Glazed Vase', [
    { code: 'E2E-DOC-VASE', optionValues: ['Blue'], price: 4200, onHand: 10 },
    { code: 'E2E-DOC-PLATE', optionValues: ['Green'], price: 1500, onHand: 10 },
  ])) as [number, number];
  const customerId = await shop.customer('E2E Paz Customer', '+34600777666');
  first = await shop.placeOrder(
    customerId,
    [
      { skuId: vase, quantity: 1 },
      { skuId: plate, quantity: 4 },
    ],
    { address },
  );
  second = await shop.placeOrder(customerId, [{ skuId: plate, quantity: 2 }], { address });
  await shop.payOrder(first);
});

/** The text of a downloaded PDF, and how many pages it has. */
async function pdfOf(download: Download) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { totalPages, text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { pages: totalPages, text };
}

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) }).filter({ visible: true });

describe('packing slips and invoices in the console', () => {
  it("previews an order's packing slip with its lines, and downloads the PDF that lists them", async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn(`/order/index?order=${first.id}`);
    const drawer = ui.page.getByRole('dialog', { name: `Order ${first.orderNo}` });
    await button(drawer.getByRole('toolbar', { name: 'Print documents' }), 'Packing slip').click();

    const preview = ui.page.getByRole('dialog', { name: 'Packing slip' });
    const sheet = preview.getByRole('article', { name: `Packing slip ${first.orderNo}` });
    await sheet.waitFor();
    for (const line of first.lines) {
      const row = sheet.getByRole('row').filter({ hasText: line.skuCode });
      await expect.poll(() => row.innerText()).toContain(line.title);
      expect(await row.getByRole('cell').last().innerText()).toBe(String(line.quantity));
    }
    await sheet.getByText(RECEIVER).waitFor();
    await sheet.getByText('Items in total: 5').waitFor();
    // The print stylesheet shows the sheets alone, one order per page.
    expect(await ui.page.locator('#app').isVisible()).toBe(true);
    await ui.page.emulateMedia({ media: 'print' });
    expect(await ui.page.locator('#app').isVisible()).toBe(false);
    expect(await preview.isVisible()).toBe(false);
    await expect.poll(() => ui.page.locator('.order-documents-print .order-document').count()).toBe(1);
    expect(await ui.page.locator('.order-documents-print').innerText()).toContain('E2E-DOC-PLATE');
    await ui.page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      button(preview, 'Download PDF').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`packing-slip-${first.id}.pdf`);
    const { pages, text } = await pdfOf(download);
    expect(pages).toBe(1);
    expect(text).toContain('Packing slip');
    expect(text).toContain(first.orderNo);
    for (const line of first.lines) {
      expect(text).toContain(line.title);
      expect(text).toContain(line.skuCode);
    }
  });

  it('makes one invoice PDF of the selected orders from the bulk bar', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn(`/order/index?q=${encodeURIComponent(RECEIVER)}`);
    for (const order of [first, second]) {
      await ui.page.getByRole('checkbox', { name: `Select ${order.orderNo}` }).check();
    }
    await button(ui.page.getByRole('region', { name: 'Bulk actions' }), 'Invoice').click();
    const preview = ui.page.getByRole('dialog', { name: 'Invoice · 2 orders' });
    await expect.poll(() => preview.getByRole('article').count()).toBe(2);
    await preview
      .getByRole('article', { name: `Invoice ${second.orderNo}` })
      .getByText('€30.00')
      .first()
      .waitFor();

    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      button(preview, 'Download PDF').click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice-2-orders.pdf');
    const { pages, text } = await pdfOf(download);
    expect(pages).toBe(2);
    for (const order of [first, second]) expect(text).toContain(order.orderNo);
    expect(text).toContain('€42.00');
    expect(text).toContain('€60.00');
  });
});
