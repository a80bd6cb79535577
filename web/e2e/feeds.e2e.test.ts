import type { FeedPostDetail } from '@shop/contract/areas/feed';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedComment } from '../../server/src/db/schema';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

/*
 * Issue 22, feeds in the console: customers' posts set up through the API are moderated from the
 * queue by keyboard alone (approve, next, reject with a reason, approve), an editor approves, bulk
 * approves and hides, and pending comments are approved or marked as spam.
 */

const ui = setUpConsole();
const shop = shopFixture(ui);
const admin = () => shop.as('admin');

let customerId = 0;
let published: FeedPostDetail;

async function customerPost(content: string) {
  return (await admin()).ok('createFeedPost', { body: { content, customerId } });
}

async function statusOf(post: { id: number }) {
  return (await admin()).ok('getFeedPost', { params: { id: post.id } });
}

beforeAll(async () => {
  customerId = await shop.customer('E2E Feed Fiona', '+34600777666');
  published = await (await admin()).ok('createFeedPost', {
    body: { content: 'Kiln is fixed', skipReview: true },
  });
});

const queueRows = (page: Page) => page.locator('.app-main .ant-table-tbody tr[data-row-key]');
const focusedRow = (page: Page) => page.locator('.app-main tr[aria-selected="true"]');
const tabs = (page: Page) => page.locator('.app-main').getByRole('tab');
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true }).filter({ visible: true });

describe('feeds', () => {
  it('moderates the queue by keyboard alone', async () => {
    const first = await customerPost('Keyboard one: my mug arrived');
    const second = await customerPost('Keyboard two: lovely glaze');
    const third = await customerPost('Keyboard three: buy cheap watches here');
    await ui.signInAs('admin');
    await ui.openSignedIn('/feed/list?tab=PENDING_REVIEW');
    // Oldest first, the first one focused.
    await expect.poll(() => queueRows(ui.page).count()).toBe(3);
    await expect.poll(() => focusedRow(ui.page).innerText()).toContain('Keyboard one');
    await expect.poll(() => tabs(ui.page).first().innerText()).toBe('Pending review (3)');

    const keys = ui.page.keyboard;
    await keys.press('a');
    await expect.poll(async () => (await statusOf(first)).status).toBe('PUBLISHED');
    await expect.poll(() => focusedRow(ui.page).innerText()).toContain('Keyboard two');

    await keys.press('j');
    await expect.poll(() => focusedRow(ui.page).innerText()).toContain('Keyboard three');
    await keys.press('r');
    const dialog = ui.page.getByRole('dialog', { name: 'Reject this post' });
    await dialog.waitFor();
    await keys.type('Advertising');
    await keys.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await statusOf(third)).status).toBe('REJECTED');
    expect((await statusOf(third)).rejectReason).toBe('Advertising');

    await expect.poll(() => focusedRow(ui.page).innerText()).toContain('Keyboard two');
    await keys.press('a');
    await expect.poll(async () => (await statusOf(second)).status).toBe('PUBLISHED');
    await expect.poll(() => tabs(ui.page).first().innerText()).toBe('Pending review (0)');
    expect(
      await ui.page
        .locator('.app-main')
        .getByRole('tab', { name: /^Rejected/ })
        .innerText(),
    ).toBe('Rejected (1)');
  });

  it('lets an editor approve, bulk approve and hide', async () => {
    const alone = await customerPost('Vase is perfect');
    const twins = [await customerPost('Fast delivery'), await customerPost('Kind notes')];
    await ui.signInAs('editor');
    await ui.openSignedIn('/feed/list?tab=PENDING_REVIEW');
    await expect.poll(() => queueRows(ui.page).count()).toBe(3);

    await button(ui.page, 'Approve “Vase is perfect”').click();
    await expect.poll(async () => (await statusOf(alone)).status).toBe('PUBLISHED');
    await expect.poll(() => queueRows(ui.page).count()).toBe(2);

    await ui.page.getByRole('checkbox', { name: 'Select “Fast delivery”' }).check();
    await ui.page.getByRole('checkbox', { name: 'Select “Kind notes”' }).check();
    await button(ui.page.getByRole('region', { name: 'Bulk actions' }), 'Bulk approve').click();
    for (const post of twins) await expect.poll(async () => (await statusOf(post)).status).toBe('PUBLISHED');

    await ui.page
      .locator('.app-main')
      .getByRole('tab', { name: /^Published/ })
      .click();
    await button(ui.page, 'More for “Kiln is fixed”').click();
    await ui.page.getByRole('menuitem', { name: 'Hide' }).click();
    await expect.poll(async () => (await statusOf(published)).status).toBe('HIDDEN');
  });

  it('approves one pending comment and marks another as spam', async () => {
    const db = ui.testApp.database.db;
    const [kind, spam] = await db
      .insert(feedComment)
      .values(
        ['Such a kind shop', 'Visit my casino site'].map((content) => ({
          postId: published.id,
          authorType: 'CUSTOMER',
          customerId,
          content,
        })),
      )
      .returning();
    await ui.signInAs('admin');
    await ui.openSignedIn('/feed/list?view=comments&status=PENDING');
    await expect.poll(() => tabs(ui.page).first().innerText()).toBe('Pending (2)');

    await button(ui.page, 'Approve comment “Such a kind shop”').click();
    await expect.poll(() => tabs(ui.page).first().innerText()).toBe('Pending (1)');
    await button(ui.page, 'Mark comment “Visit my casino site” as spam').click();
    await expect.poll(() => tabs(ui.page).first().innerText()).toBe('Pending (0)');

    const all = await (await admin()).ok('listFeedComments', { query: { postId: published.id } });
    const statusById = new Map(all.items.map((c) => [c.id, c.status]));
    expect([statusById.get(kind?.id ?? 0), statusById.get(spam?.id ?? 0)]).toEqual(['PUBLISHED', 'SPAM']);
  });
});
