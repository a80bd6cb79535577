import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { reserveStock } from '../../server/src/areas/inventory/stock.service';
import { insertProduct } from '../../server/src/test-support/catalogue-rows';
import { callerOf } from '../../server/src/test-support/harness';
import { signIn } from '../../server/src/test-support/test-app';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { listRow, listRows, pickOption, showAllColumns } from './shop-fixture';

const ui = setUpConsole();
let sand: number;

beforeAll(async () => {
  const db = ui.testApp.database.db;
  // A tote in two colours with no stock yet, a moss one low (2 at a threshold of 3), and a bowl
  // that is out. Codes start E2E- so a search keeps out anything else the test app seeds.
  const tote = await insertProduct(db, {
    title: 'E2E Linen Tote',
    skus: [
      { code: 'E2E-TOTE-SAND', optionValues: ['Sand'] },
      { code: 'E2E-TOTE-MOSS', optionValues: ['Moss'], onHand: 2, lowStockThreshold: 3 },
    ],
  });
  await insertProduct(db, { title: 'E2E Clay Bowl', skus: [{ code: 'E2E-BOWL' }] });
  sand = tote.skuIds[0] as number;
});

/** The SKU codes shown, once the table has settled. */
async function shownCodes(page: Page): Promise<string[]> {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return listRows(page).locator('td:nth-child(3)').allInnerTexts();
}

async function openAdjust(page: Page, code: string) {
  await ui.openSignedIn('/inventory/product?q=E2E-');
  await listRow(page, code).waitFor();
  await showAllColumns(page);
  await page.getByRole('button', { name: `Adjust ${code}` }).click();
  return page.getByRole('dialog', { name: `Adjust stock of ${code}` });
}

describe('inventory', () => {
  it('adjusts a SKU by a received delivery, and Records shows it with balances and staff', async () => {
    await ui.signInAs('admin');
    const dialog = await openAdjust(ui.page, 'E2E-TOTE-SAND');
    await dialog.getByRole('spinbutton', { name: 'Change (+/−)' }).fill('12');
    await pickOption(ui.page, dialog.getByRole('combobox', { name: 'Reason' }), 'Received');
    await dialog.getByLabel('Note').fill('Spring delivery');
    // The preview before sending: what on hand and available would become.
    await dialog.getByText('On hand: 0 → 12').waitFor();
    await dialog.getByText('Available: 0 → 12').waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();

    await ui.page.getByText('E2E-TOTE-SAND: on hand is now 12').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const cells = listRow(ui.page, 'E2E-TOTE-SAND').locator('td');
    await expect.poll(() => cells.nth(6).innerText()).toBe('12'); // on hand
    expect(await cells.nth(8).innerText()).toBe('12'); // available

    await ui.page.getByRole('button', { name: 'History of E2E-TOTE-SAND' }).click();
    const drawer = ui.page.getByRole('dialog', { name: 'Stock history of E2E-TOTE-SAND' });
    await drawer.locator('.ant-table-row').filter({ hasText: 'Spring delivery' }).waitFor();
    await drawer.getByRole('link', { name: 'Open in Records' }).click();

    await ui.page.waitForURL(ui.url(`/inventory/records?skuId=${sand}`));
    await ui.page.getByText('SKU E2E-TOTE-SAND').waitFor();
    await showAllColumns(ui.page);
    const record = listRow(ui.page, 'Spring delivery');
    await record.waitFor();
    const text = await record.innerText();
    for (const part of ['E2E-TOTE-SAND', 'Adjustment', 'Received', '+12', '0 → 12', 'Ada Admin']) {
      expect(text).toContain(part);
    }
    expect(await listRows(ui.page).count()).toBe(1);
  });

  it('refuses to remove more than is available, saying how many are', async () => {
    ui.allow(NETWORK_LOG);
    // An order holds 2 of the 12: only 10 can go.
    await ui.testApp.database.db.transaction((tx) =>
      reserveStock(tx, { skuId: sand, quantity: 2, refType: 'order', refId: 'SO-E2E', actorId: null }),
    );
    await ui.signInAs('admin');
    const dialog = await openAdjust(ui.page, 'E2E-TOTE-SAND');
    await dialog.getByRole('spinbutton', { name: 'Change (+/−)' }).fill('-11');
    await pickOption(ui.page, dialog.getByRole('combobox', { name: 'Reason' }), 'Damaged');
    await dialog.getByText('Available: 10 → -1').waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();

    await dialog.getByRole('alert').getByText('Only 10 available for E2E-TOTE-SAND.').waitFor();
    const token = await signIn(ui.testApp.app, 'admin');
    const ledger = await callerOf(ui.testApp.app, token).ok('listStockRecords', { query: { skuId: sand } });
    expect(ledger.items.map((r) => `${r.type} ${r.onHandAfter}/${r.reservedAfter}`)).toEqual([
      'RESERVE 12/2',
      'ADJUSTMENT 12/0',
    ]);
  });

  it('filters to low stock and exports exactly those SKUs as CSV', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/inventory/product?q=E2E-');
    await expect.poll(() => shownCodes(ui.page)).toEqual(['E2E-BOWL', 'E2E-TOTE-MOSS', 'E2E-TOTE-SAND']);
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    await ui.page.waitForURL(/[?&]stock=low/);
    await expect.poll(() => shownCodes(ui.page)).toEqual(['E2E-TOTE-MOSS']);

    // The product filter searches the catalogue as staff type.
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Stock' }), 'Out of stock');
    const product = ui.page.getByRole('combobox', { name: 'Product' });
    await product.click();
    await product.fill('E2E Clay');
    await ui.page.locator('.ant-select-item-option', { hasText: 'E2E Clay Bowl' }).click();
    await ui.page.waitForURL(/[?&]productId=\d+/);
    await expect.poll(() => shownCodes(ui.page)).toEqual(['E2E-BOWL']);
    await ui.page.goBack();
    await ui.page.goBack();
    await ui.page.waitForURL(/[?&]stock=low$/);
    await expect.poll(() => shownCodes(ui.page)).toEqual(['E2E-TOTE-MOSS']);

    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d\d-\d\d\.csv$/);
    const rows: Record<string, string>[] = parse(await readFile(await download.path()), {
      bom: true,
      columns: true,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        'SKU code': 'E2E-TOTE-MOSS',
        Product: 'E2E Linen Tote',
        Options: 'Moss',
        'On hand': '2',
        Reserved: '0',
        Available: '2',
      }),
    ]);
    await ui.page.getByText('Exported 1 rows').waitFor();
  });
  it('filters the ledger by type, shows system moves, and offers the staff filter only to staff admins', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn(`/inventory/records?skuId=${sand}`);
    await ui.page.getByText('SKU E2E-TOTE-SAND').waitFor();
    await showAllColumns(ui.page);
    await ui.page.getByRole('combobox', { name: 'Staff' }).filter({ visible: true }).waitFor();
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Type' }), 'Reserve');
    await ui.page.waitForURL(/[?&]type=RESERVE/);
    await expect.poll(() => listRows(ui.page).count()).toBe(1);
    const text = await listRows(ui.page).first().innerText();
    for (const part of ['Reserve', 'order:SO-E2E', 'System', '12 → 12', '0 → 2'])
      expect(text).toContain(part);

    await ui.page.getByRole('button', { name: 'Remove the SKU filter' }).click();
    await expect.poll(() => new URL(ui.page.url()).searchParams.has('skuId')).toBe(false);
    expect(new URL(ui.page.url()).searchParams.get('type')).toBe('RESERVE');

    await ui.signInAs('editor');
    await ui.openSignedIn('/inventory/records');
    await ui.page.getByRole('combobox', { name: 'Type' }).filter({ visible: true }).waitFor();
    expect(await ui.page.getByRole('combobox', { name: 'Staff' }).count()).toBe(0);
  });

  it('adjusts the selected SKUs all or nothing, marking the one that is short', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/inventory/product?q=E2E-TOTE');
    await showAllColumns(ui.page);
    await ui.page.getByRole('checkbox', { name: 'Select E2E-TOTE-MOSS' }).check();
    await ui.page.getByRole('checkbox', { name: 'Select E2E-TOTE-SAND' }).check();
    await ui.page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Adjust stock' })
      .click();
    const dialog = ui.page.getByRole('dialog', { name: 'Adjust stock of 2 SKUs' });
    await dialog.getByRole('spinbutton', { name: 'Quantity for E2E-TOTE-MOSS' }).fill('5');
    await pickOption(ui.page, dialog.getByRole('combobox', { name: 'Reason for E2E-TOTE-MOSS' }), 'Received');
    await dialog.getByRole('spinbutton', { name: 'Quantity for E2E-TOTE-SAND' }).fill('-50');
    await pickOption(
      ui.page,
      dialog.getByRole('combobox', { name: 'Reason for E2E-TOTE-SAND' }),
      'Shrinkage',
    );
    await dialog.getByRole('button', { name: 'Apply all' }).click();

    const short = dialog.getByRole('group', { name: 'E2E-TOTE-SAND' });
    await short.getByText('Only 10 available for E2E-TOTE-SAND.').waitFor();
    expect(await short.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('group', { name: 'E2E-TOTE-MOSS' }).getAttribute('aria-invalid')).toBe(
      'false',
    );
    await dialog.getByRole('alert').getByText('Nothing was changed').waitFor();

    // Counted instead: the sand shelf holds 11 (so 9 available with 2 held for an order).
    await pickOption(
      ui.page,
      dialog.getByRole('combobox', { name: 'How to change E2E-TOTE-SAND' }),
      'Set counted quantity',
    );
    await dialog.getByRole('spinbutton', { name: 'Quantity for E2E-TOTE-SAND' }).fill('11');
    await dialog.getByRole('button', { name: 'Apply all' }).click();
    await ui.page.getByText('Stock adjusted on 2 SKUs').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listRow(ui.page, 'E2E-TOTE-MOSS').locator('td').nth(6).innerText()).toBe('7');
    expect(await listRow(ui.page, 'E2E-TOTE-SAND').locator('td').nth(6).innerText()).toBe('11');
  });
});
