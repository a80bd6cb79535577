import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startArticleClock } from '../../server/src/areas/article/article-clock';
import { setUpConsole } from './console-harness';
import { listRow, pickOption, shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const FIRST_TITLE = 'E2E Kiln Diary';
const SECOND_TITLE = 'E2E Kiln Diary, fired';
const TEXT = 'Firing the kiln at dawn';
const quietLog = { info() {}, error() {} };
let stopClock: (() => Promise<void>) | undefined;

beforeAll(() => {
  // The server's clock, as production runs it, every second rather than ten.
  stopClock = startArticleClock(ui.testApp.database.db, quietLog, 1000);
});
afterAll(async () => {
  await stopClock?.();
});

/** A moment `seconds` from now as the schedule dialog's picker types it (local time). */
function momentIn(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

const STATUSES = ['Draft', 'Scheduled', 'Published', 'Unpublished'];

/** The status the article's row shows (its tags hold the article's own tags too). */
async function statusOf(page: Page, title: string): Promise<string | undefined> {
  const tags = await listRow(page, title).first().locator('.ant-tag').allInnerTexts();
  return tags.find((tag) => STATUSES.includes(tag.trim()))?.trim();
}

/** The status shown once the list is read afresh. */
async function statusOnList(page: Page, title: string): Promise<string | undefined> {
  await page.reload();
  await listRow(page, title).first().waitFor();
  return statusOf(page, title);
}

async function moveFromRow(page: Page, title: string, move: string) {
  await listRow(page, title)
    .getByRole('button', { name: `More actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: move }).filter({ visible: true }).click();
}

// The create page stays mounted (hidden) in its tab after the editor opens: only what shows counts.
const titleField = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Title' }).filter({ visible: true });
const button = (page: Page, name: string | RegExp): Locator =>
  page
    .getByRole('button', typeof name === 'string' ? { name, exact: true } : { name })
    .filter({ visible: true });

describe('articles in the console', () => {
  it('writes an article, previews it, schedules it for the clock, and restores its first revision', async () => {
    const { page } = ui;
    await ui.signInAs('admin');
    await ui.openSignedIn('/article/create');

    await titleField(page).fill(FIRST_TITLE);
    // The slug follows the title until typed by hand.
    await expect.poll(() => page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe('e2e-kiln-diary');
    await pickOption(page, page.getByRole('combobox', { name: 'Category' }), 'Guide');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('kiln');
    await tags.press('Enter');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type(TEXT);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(/\/article\/edit\/\d+$/);
    await page.getByRole('heading', { name: `Edit Article · ${FIRST_TITLE}` }).waitFor();

    // Preview shows the server's sanitised answer as the shop would.
    await button(page, 'Preview').click();
    const preview = page.getByRole('dialog', { name: 'Preview as the shop shows it' });
    await expect.poll(() => preview.getByRole('article').innerText()).toContain(TEXT);
    expect(await preview.innerText()).toContain('#kiln');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // A second revision under a new title.
    await titleField(page).fill(SECOND_TITLE);
    await button(page, 'Save').click();
    await page.getByRole('heading', { name: `Edit Article · ${SECOND_TITLE}` }).waitFor();

    // Scheduled seconds ahead (a loaded machine takes a few to get there): the clock publishes
    // it while the list is only read again.
    await button(page, 'Schedule…').click();
    const dialog = page.getByRole('dialog', { name: `Schedule ${SECOND_TITLE}` });
    const picker = dialog.getByPlaceholder('YYYY-MM-DD HH:mm:ss');
    await picker.click();
    await picker.fill(momentIn(15));
    await picker.press('Enter');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Article status' }).getByText('Scheduled').waitFor();

    await ui.openSignedIn('/article/list');
    await expect
      .poll(() => statusOnList(page, SECOND_TITLE), { timeout: 30_000, interval: 1000 })
      .toBe('Published');

    // Revision 1 restored: the form shows the first title again.
    await listRow(page, SECOND_TITLE)
      .getByRole('link', { name: `Edit ${SECOND_TITLE}` })
      .click();
    await button(page, /^Revisions \(\d+\)$/).click();
    const revisions = page.getByRole('dialog', { name: `Revisions of ${SECOND_TITLE}` });
    await revisions.getByRole('button', { name: 'Restore revision 1' }).click();
    await page
      .getByRole('dialog', { name: 'Restore revision 1?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect.poll(() => titleField(page).inputValue()).toBe(FIRST_TITLE);
  }, 90_000);

  it('lets an editor publish and unpublish an article', async () => {
    const { page } = ui;
    const title = 'E2E Editor Notes';
    await (await shop.as('admin')).ok('createArticle', {
      body: { title, slug: 'e2e-editor-notes', category: 'NEWS', contentHtml: '<p>Notes</p>' },
    });
    await ui.signInAs('editor');
    await ui.openSignedIn('/article/list');

    await moveFromRow(page, title, 'Publish now');
    await expect.poll(() => statusOf(page, title)).toBe('Published');
    await moveFromRow(page, title, 'Unpublish');
    await expect.poll(() => statusOf(page, title)).toBe('Unpublished');
  });
});
