import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { insertProduct, type SkuSeed } from '../../server/src/test-support/catalogue-rows';
import { insertCustomer } from '../../server/src/test-support/customer-rows';
import { type Caller, callerOf } from '../../server/src/test-support/harness';
import type { setUpConsole } from './console-harness';

type Console = ReturnType<typeof setUpConsole>;

/** The delivery address browser tests place orders to, unless they name another. */
export const testAddress = {
  receiverName: 'E2E Receiver',
  phone: '+34600999888',
  region: 'Madrid',
  city: 'Madrid',
  line: 'Calle Mayor 9',
  postalCode: '28013',
};

let keys = 0;

/**
 * What browser tests set up through the API rather than the console (the console is what they
 * test): callers signed in by username, a product with stock, a customer, orders placed and paid.
 */
export function shopFixture(ui: Console) {
  const callers = new Map<string, Promise<Caller>>();
  const as = (username = 'admin'): Promise<Caller> => {
    let caller = callers.get(username);
    if (!caller) {
      caller = ui.signInAsApi(username).then((token) => callerOf(ui.testApp.app, token));
      callers.set(username, caller);
    }
    return caller;
  };

  return {
    /** Calls the API by operationId as this staff member (admin unless said). */
    as,
    /** A product with these SKUs (codes, prices in cents, stock on hand) written straight to the database. */
    async product(title: string, skus: SkuSeed[]): Promise<number[]> {
      return (await insertProduct(ui.testApp.database.db, { title, skus })).skuIds;
    },
    async customer(name: string, phone?: string): Promise<number> {
      return insertCustomer(ui.testApp.database.db, { name, ...(phone ? { phone } : {}) });
    },
    /** A manual order through the API, as staff place one; a fresh idempotency key each time. */
    async placeOrder(
      customerId: number,
      lines: { skuId: number; quantity: number }[],
      extra: { shippingFee?: number; address?: typeof testAddress } = {},
    ) {
      return (await as()).ok('placeOrder', {
        body: {
          customerId,
          lines,
          address: extra.address ?? testAddress,
          ...(extra.shippingFee === undefined ? {} : { shippingFee: extra.shippingFee }),
          idempotencyKey: `e2e-${Date.now()}-${++keys}`,
        },
      });
    },
    /** Records the whole amount as paid offline. */
    async payOrder(
      order: { id: number; total: number },
      payment: { channel?: 'CASH' | 'BANK_TRANSFER'; reference?: string; note?: string } = {},
    ) {
      return (await as()).ok('recordPayment', {
        params: { id: order.id },
        body: {
          channel: payment.channel ?? 'BANK_TRANSFER',
          reference: payment.reference ?? `TR-${order.id}`,
          amount: order.total,
          ...(payment.note ? { note: payment.note } : {}),
        },
      });
    },
  };
}

/** The visible rows of the page's list table. */
export const listRows = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });

/** The visible row holding this text. */
export const listRow = (page: Page, text: string) => listRows(page).filter({ hasText: text });

/** Picks an option of an antd Select and waits until its dropdown has closed. */
export async function pickOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page
    .locator('.ant-select-item-option', { hasText: option })
    .filter({ visible: true })
    .first()
    .click();
  // Another Select's options would otherwise share its texts.
  await expect.poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count()).toBe(0);
  // The pointer rests where the option was, often on a column header whose sort tooltip would cover the filters.
  await page.mouse.move(0, 0);
}

/**
 * Shows every column the page's list keeps behind its chooser (secondary columns start hidden,
 * issue 17 §3), so a test can read them all, in the list's full order. The choice lasts for the
 * browser context.
 */
export async function showAllColumns(page: Page) {
  // The list's own header once it has drawn (the chooser's menu lists every column it may hide).
  const headers = () => page.locator('.app-main thead th').filter({ visible: true }).allInnerTexts();
  await page.locator('.app-main thead th').filter({ visible: true }).first().waitFor();
  const items = page.locator('.ant-dropdown').filter({ visible: true }).getByRole('menuitem');
  const unchecked = page.locator('.ant-checkbox-wrapper:not(.ant-checkbox-wrapper-checked)');
  // Judged by the header, not the menu: a menu drawn again while the page settles took a click
  // with it once (CI), and the test then read the default columns. Such a round is tried again.
  for (let round = 0; round < 3; round++) {
    await page.getByRole('button', { name: 'Columns' }).filter({ visible: true }).click();
    await items.first().waitFor();
    // Every column the chooser offers (Reset columns aside): all must end up in the header.
    const offered = (await items.filter({ has: page.locator('.ant-checkbox-wrapper') }).allInnerTexts()).map(
      (title) => title.trim(),
    );
    const hidden = (await items.filter({ has: unchecked }).allInnerTexts()).map((title) => title.trim());
    // Each hidden one by its name, each seen in the header before the next: clicking "the first
    // unchecked" again before the menu redrew would click the same column twice and hide it again.
    for (const title of hidden) {
      const exactly = new RegExp(`^\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
      const item = items.filter({ hasText: exactly }).first();
      if ((await item.count()) === 0) break;
      await item.click();
      await expect
        .poll(headers, { timeout: 3000 })
        .toContain(title)
        .catch(() => undefined);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-dropdown').filter({ visible: true }).count()).toBe(0);
    const shown = await headers();
    if (offered.length > 0 && offered.every((title) => shown.includes(title))) return;
  }
  throw new Error(`showAllColumns: the header still lacks a column after three rounds (${await headers()})`);
}
