import { Codes } from '@shop/contract/codes';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';
import { listRow, shopFixture, testAddress } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const TITLE = 'E2E Glaze Surprise';
let customerId: number;

const admin = () => shop.as('admin');

beforeAll(async () => {
  await shop.product('E2E Box Glaze', [
    { code: 'E2E-BOX-COMMON', optionValues: ['Speckle'], price: 800, onHand: 20 },
    { code: 'E2E-BOX-RARE', optionValues: ['Celadon'], price: 2400, onHand: 10 },
    { code: 'E2E-BOX-HIDDEN', optionValues: ['Gold lustre'], price: 9000, onHand: 2 },
  ]);
  customerId = await shop.customer('E2E Box Bea', '+34600777111');
  await (await admin()).ok('addCustomerAddress', {
    params: { id: customerId },
    body: { ...testAddress, isDefault: true },
  });
  await (await admin()).ok('adjustPoints', {
    body: {
      customerId,
      delta: 1000,
      reason: 'goodwill',
      note: 'E2E boxes',
      idempotencyKey: `e2e-box-${Date.now()}`,
    },
  });
});

/** A button by its text; an icon before it adds its own name ("plus Add prize"). */
const button = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true });

/**
 * Types into a searching Select and picks the option holding `option`, once the search has
 * answered with it alone: the list shown before the search answers is replaced under the pointer.
 */
async function pick(page: Page, field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  const options = page.locator('.ant-select-item-option').filter({ visible: true });
  await expect
    .poll(() => options.allInnerTexts(), { timeout: 5000 })
    .toEqual([expect.stringContaining(option)]);
  await page
    .locator('.ant-select-item-option', { hasText: option })
    .filter({ visible: true })
    .first()
    .click();
  await expect
    .poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count(), { message: option })
    .toBe(0);
}

/** Picks a plain Select's option by its text. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page
    .locator('.ant-select-item-option', { hasText: option })
    .filter({ visible: true })
    .first()
    .click();
  await expect
    .poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count(), { message: option })
    .toBe(0);
}

/** Fills prize `n` (1-based) of the pool editor. */
async function fillPrize(page: Page, n: number, prize: { sku: string; tier: string; quantity: number }) {
  await pick(page, page.getByRole('combobox', { name: `SKU of prize ${n}` }), prize.sku, prize.sku);
  await choose(page, page.getByRole('combobox', { name: `Tier of prize ${n}` }), prize.tier);
  await page.getByRole('spinbutton', { name: `Quantity of prize ${n}` }).fill(String(prize.quantity));
}

/** The rows of the odds table of one published version, as text. */
const oddsRows = (page: Page, version: number) =>
  page
    .getByRole('table', { name: `Prizes and chances of odds version ${version}` })
    .locator('tbody tr.ant-table-row')
    .allInnerTexts();

/** Answers a confirmation dialog titled `title` with its button `ok`; returns its text. */
async function confirm(page: Page, title: RegExp, ok: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  const text = await dialog.innerText();
  await button(dialog, ok).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

describe('mystery boxes', () => {
  it('builds a box of three tiers, publishes its odds, draws for a customer, and republishes after a pause as a new odds version', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/box/build');
    const page = ui.page;
    await page.getByRole('heading', { name: 'Build Box' }).waitFor();

    // The box and its prices; the age notice starts at 8.
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByRole('spinbutton', { name: 'Price in money' }).fill('9.90');
    await page.getByRole('spinbutton', { name: 'Price in points' }).fill('200');
    expect(await page.getByRole('spinbutton', { name: 'Minimum age' }).inputValue()).toBe('8');

    // Three prizes in three tiers; the odds follow the counts as they are typed.
    for (const [n, prize] of [
      { sku: 'E2E-BOX-COMMON', tier: 'Common', quantity: 6 },
      { sku: 'E2E-BOX-RARE', tier: 'Rare', quantity: 3 },
      { sku: 'E2E-BOX-HIDDEN', tier: 'Hidden', quantity: 1 },
    ].entries()) {
      await button(page, 'Add prize').click();
      await fillPrize(page, n + 1, prize);
    }
    await page.getByText('By tier: Common 60% · Rare 30% · Hidden 10% — a pool of 10').waitFor();
    // The SKU's price is offered as the shown value.
    expect(await page.getByRole('spinbutton', { name: 'Shown value of prize 3' }).inputValue()).toBe('90.00');

    await button(page, 'Create').click();
    await page.waitForURL(/\/box\/build\/\d+$/);
    const boxId = Number(page.url().split('/').pop());
    const bar = page.getByRole('group', { name: 'Box status' });
    await bar.getByText('Draft').waitFor();
    await page.getByText('Not published yet: putting the box on sale writes its odds here.').waitFor();

    // Put on sale: the question says the odds become the disclosure record, version 1.
    const actions = page.getByRole('toolbar', { name: 'Box actions' });
    await button(actions, 'Put on sale').click();
    const question = await confirm(page, new RegExp(`Put ${TITLE} on sale\\?`), 'Put on sale');
    expect(question).toContain('odds version 1');
    await bar.getByText('On sale').waitFor();
    await page.getByRole('heading', { name: 'Odds version 1 (current)' }).waitFor();
    const firstOdds = await oddsRows(page, 1);
    expect(firstOdds).toHaveLength(3);
    expect(firstOdds.join('\n')).toMatch(/E2E-BOX-COMMON[\s\S]*Common[\s\S]*6 \/ 6[\s\S]*60%/);
    expect(firstOdds.join('\n')).toMatch(/E2E-BOX-HIDDEN[\s\S]*Hidden[\s\S]*1 \/ 1[\s\S]*€90\.00[\s\S]*10%/);

    // On sale the pool is read-only here, and the server refuses a change anyway.
    await page.getByText('Pause the box to change its prizes').waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Quantity of prize 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add prize' }).count()).toBe(0);
    const box = await (await admin()).ok('getBox', { params: { id: boxId } });
    const lockedAnswer = await (await admin()).call('updateBox', {
      params: { id: boxId },
      body: {
        title: box.title,
        cashPrice: box.cashPrice,
        pointsPrice: box.pointsPrice,
        prizes: box.prizes.map((p) => ({
          id: p.id,
          skuId: p.skuId,
          tier: p.tier,
          quantityTotal: p.quantityTotal + 5,
          displayValue: p.displayValue,
        })),
        version: box.version,
      },
    });
    const locked = lockedAnswer.json();
    expect([locked.code, locked.key]).toEqual([Codes.ILLEGAL_TRANSITION, 'box.prizesLocked']);

    // A draw for a customer, paid in points: the server picks the prize and the dialog shows it.
    await button(actions, 'Draw for a customer').click();
    const dialog = page.getByRole('dialog', { name: `Draw ${TITLE} for a customer` });
    await pick(page, dialog.getByRole('combobox', { name: 'Customer' }), 'E2E Box Bea', 'E2E Box Bea');
    await dialog.getByText('Points balance: 1,000').waitFor();
    expect(await dialog.getByRole('radio', { name: /Calle Mayor 9/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /^Points/ }).check();
    await dialog.getByText('The customer keeps 800 points').waitFor();
    // The age notice must be confirmed first (refused under its box, nothing drawn).
    await button(dialog, 'Draw').click();
    await dialog.getByText('Confirm the customer is at least 8').waitFor();
    await dialog.getByRole('checkbox', { name: 'I have checked the customer is 8 or older' }).check();
    await button(dialog, 'Draw').click();
    const result = page.getByRole('dialog', { name: /^Drawn: / });
    const prize = result.getByRole('region', { name: 'Prize won' });
    await prize.waitFor();
    expect(await prize.innerText()).toMatch(/(Common|Rare|Hidden)[\s\S]*E2E Box Glaze/);
    expect(await result.innerText()).toContain('v1');
    expect(await result.innerText()).toMatch(/Random value \d+ in a pool of 10/);
    await button(result, 'Close').last().click();
    await result.waitFor({ state: 'detached' });
    expect((await (await admin()).ok('getCustomer', { params: { id: customerId } })).pointsBalance).toBe(800);
    await bar.getByText('9 of 10 left in the pool, 1 drawn').waitFor();

    // Paused, the pool opens again: one more common prize makes the odds change.
    await button(actions, 'Pause').click();
    await bar.getByText('Paused').waitFor();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity of prize 1' });
    await expect.poll(() => quantity.isDisabled()).toBe(false);
    // The pool shows what was drawn, and the odds what remains.
    await page.getByRole('table', { name: 'Prize pool' }).getByText('1 drawn').waitFor();
    await page.getByText(/By tier: .* — a pool of 9$/).waitFor();
    await quantity.fill('8');
    await page.getByText(/By tier: .* — a pool of 11$/).waitFor();
    // Unsaved changes hold the moves back: a publication discloses the box as saved.
    await expect.poll(() => button(actions, 'Put on sale').isDisabled()).toBe(true);
    // Closing the page's tab asks first; Stay keeps what was typed.
    await page
      .getByRole('tablist', { name: 'Opened pages' })
      .getByRole('tab', { name: `Edit Box: ${TITLE}`, exact: true })
      .locator('.tags-view-close')
      .click();
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await leave.getByRole('button', { name: 'Stay', exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await quantity.inputValue()).toBe('8');
    await button(page, 'Save').click();
    await bar.getByText('Prizes changed: the next publication writes a new odds version').waitFor();

    await button(actions, 'Put on sale').click();
    expect(await confirm(page, new RegExp(`Put ${TITLE} on sale\\?`), 'Put on sale')).toContain(
      'odds version 2',
    );
    await page.getByRole('heading', { name: 'Odds version 2 (current)' }).waitFor();
    expect((await oddsRows(page, 2)).join('\n')).toMatch(/E2E-BOX-COMMON[\s\S]*8/);

    // Version 1 is still listed, exactly as it was disclosed.
    await page.getByRole('button', { name: /Odds version 1, published/ }).click();
    await expect.poll(() => oddsRows(page, 1)).toEqual(firstOdds);

    // The list shows the box on sale under odds version 2, with its draw.
    await ui.openSignedIn('/box/index');
    const row = listRow(page, TITLE);
    await expect.poll(() => row.innerText()).toContain('On sale');
    expect(await row.innerText()).toMatch(/v2[\s\S]*/);
    expect(await row.innerText()).toContain('11 / 12');
  });

  it('refuses a draw the customer cannot pay in points before sending it', async () => {
    const poor = await shop.customer('E2E Box Pablo', '+34600777222');
    await (await admin()).ok('addCustomerAddress', {
      params: { id: poor },
      body: { ...testAddress, isDefault: true },
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/box/index');
    const page = ui.page;
    await page.getByRole('button', { name: `Draw ${TITLE} for a customer` }).click();
    const dialog = page.getByRole('dialog', { name: `Draw ${TITLE} for a customer` });
    await pick(page, dialog.getByRole('combobox', { name: 'Customer' }), 'E2E Box Pablo', 'E2E Box Pablo');
    await dialog.getByText('Points balance: 0').waitFor();
    await dialog.getByRole('radio', { name: /^Points/ }).check();
    await dialog.getByText('The customer is 200 points short').waitFor();
    expect(await button(dialog, 'Draw').isDisabled()).toBe(true);
  });
});
