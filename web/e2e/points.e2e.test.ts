import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { listRow, listRows, pickOption, shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);
let mara: number;
let lin: number;

beforeAll(async () => {
  mara = await shop.customer('E2E Mara Points', '+34600111222');
  // Lin starts with 120 points, given through the API.
  lin = await shop.customer('E2E Lin Points');
  await (await shop.as()).ok('adjustPoints', {
    body: {
      customerId: lin,
      delta: 120,
      reason: 'promotion',
      note: 'Welcome',
      idempotencyKey: 'e2e-lin-welcome',
    },
  });
});

/** The customer's ledger through the API, newest first, as "type delta balance". */
async function ledgerOf(customerId: number): Promise<string[]> {
  const page = await (await shop.as()).ok('listPointLedger', { query: { customerId } });
  return page.items.map((row) => `${row.bizType} ${row.delta} ${row.balanceAfter}`);
}

const adjustDialog = () => ui.page.getByRole('dialog', { name: 'Adjust points' });

/** A statistic of the customer summary above the list, by its title. */
const statistic = (title: string) =>
  ui.page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');

describe('points', () => {
  it("adjusts a customer's points from the page and shows the ledger row and the balance", async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/point/index');
    await ui.page.getByRole('heading', { name: 'Point', exact: true }).waitFor();
    // The customer filter searches by name or phone, and the pick goes to the address.
    const customer = ui.page.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.fill('111222');
    await ui.page.locator('.ant-select-item-option', { hasText: 'E2E Mara Points' }).click();
    await ui.page.waitForURL(ui.url(`/point/index?customerId=${mara}`));
    await expect.poll(() => statistic('Balance').innerText()).toBe('0');
    await ui.page.getByText('No ledger rows match these filters.').waitFor();

    await ui.page.getByRole('button', { name: /Adjust points$/ }).click();
    const dialog = adjustDialog();
    // The filtered customer is already picked.
    await dialog.getByText('E2E Mara Points · +34600111222').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Points' }).fill('120');
    await pickOption(ui.page, dialog.getByRole('combobox', { name: 'Reason' }), 'Goodwill');
    // The note is required: Apply without one says so and sends nothing.
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Write a note saying why').waitFor();
    await dialog.getByLabel('Note').fill('Birthday gift');
    await dialog.getByText('Balance: 0 → 120').waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();

    await ui.page.getByText('E2E Mara Points now has 120 points').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statistic('Balance').innerText()).toBe('120');
    const row = listRow(ui.page, 'Birthday gift');
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['E2E Mara Points', 'Adjustment', '+120', '120', 'Goodwill · Birthday gift']) {
      expect(text).toContain(part);
    }
    expect(await listRows(ui.page).count()).toBe(1);
    expect(await ledgerOf(mara)).toEqual(['ADMIN 120 120']);
  });

  it('refuses to deduct more than the balance, in the console language, and writes nothing', async () => {
    ui.allow(NETWORK_LOG);
    await ui.context.addCookies([{ name: 'language', value: 'zh', url: ui.url() }]);
    await ui.signInAs('admin');
    await ui.page.goto(ui.url(`/point/index?customerId=${lin}`));
    // From the row's own action: that customer is picked.
    await listRow(ui.page, 'Welcome').waitFor();
    await ui.page.getByRole('button', { name: '调整 E2E Lin Points 的积分' }).click();
    const dialog = ui.page.getByRole('dialog', { name: '调整积分' });
    await dialog.getByText('E2E Lin Points').waitFor();
    await dialog.getByText('扣减', { exact: true }).click();
    await dialog.getByRole('spinbutton', { name: '积分数' }).fill('500');
    await pickOption(ui.page, dialog.getByRole('combobox', { name: '原因' }), '更正');
    await dialog.getByLabel('备注').fill('Too much');
    await dialog.getByText('余额：120 → -380').waitFor();
    await dialog
      .getByRole('button', { name: '确 定' })
      .or(dialog.getByRole('button', { name: '确定' }))
      .click();

    await dialog.getByRole('alert').getByText('积分不足：可用 120，需要 500').waitFor();
    expect(await ledgerOf(lin)).toEqual(['ADMIN 120 120']);
  });

  it('saves the points rules, and says who changed them when someone saved first', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/point/index');
    await ui.page.getByRole('button', { name: /Points rules$/ }).click();
    const drawer = ui.page.getByRole('dialog', { name: 'Points rules' });
    const perUnit = drawer.getByRole('spinbutton', { name: /^Points earned per 1 / });
    await perUnit.waitFor();
    await perUnit.fill('3');
    await drawer.getByRole('spinbutton', { name: 'Points expire after (days)' }).fill('0');
    await drawer.getByRole('button', { name: 'Save rules' }).click();
    await ui.page.getByText('Points rules saved').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const developer = await shop.as('developer');
    const saved = await developer.ok('getPointRules');
    expect([saved.pointsPerCurrencyUnit, saved.expiryDays]).toEqual([3, 0]);

    // Opened again; meanwhile a developer changes the value of a point.
    await ui.page.getByRole('button', { name: /Points rules$/ }).click();
    await drawer.getByRole('spinbutton', { name: 'Most of an order points may pay (%)' }).fill('20');
    await developer.ok('updatePointRules', { body: { ...saved, pointValueCents: 5 } });
    await drawer.getByRole('button', { name: 'Save rules' }).click();
    await drawer
      .getByRole('alert')
      .getByText(/Devi Developer/)
      .waitFor();
    const after = await developer.ok('getPointRules');
    expect([after.pointValueCents, after.maxOrderPercent]).toEqual([5, saved.maxOrderPercent]);
  });

  it('keeps Point from an editor: no menu entry, no page, and the API refuses their adjust', async () => {
    ui.allow(NETWORK_LOG);
    const before = await ledgerOf(lin);
    const token = await ui.signInAs('editor');
    await ui.openSignedIn('/dashboard/index');
    const menu = ui.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Exchange List' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Point', exact: true }).count()).toBe(0);
    await ui.page.goto(ui.url('/point/index'));
    await ui.page.waitForURL(ui.url('/404'));

    const answer = await ui.page.evaluate(
      async ({ token, customerId }) => {
        const res = await fetch('/base/admin/points/adjust', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Token': token },
          body: JSON.stringify({
            customerId,
            delta: 1000,
            reason: 'goodwill',
            note: 'Not allowed',
            idempotencyKey: 'e2e-editor-adjust-0001',
          }),
        });
        return { status: res.status, code: ((await res.json()) as { code: number }).code };
      },
      { token, customerId: lin },
    );
    expect(answer).toEqual({ status: 403, code: 40300 });
    expect(await ledgerOf(lin)).toEqual(before);
  });
});
