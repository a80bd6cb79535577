import { configEndpoints } from '@shop/contract/areas/config.endpoints';
import { mediaEndpoints } from '@shop/contract/areas/media.endpoints';
import { messages } from '@shop/contract/messages';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../server/src/test-support/test-images';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const field = (label: string) => ui.page.getByLabel(label, { exact: true });
const preview = () => ui.page.getByRole('region', { name: 'Live preview' });
const formImage = () => ui.page.locator('form').getByRole('img', { name: 'Banner image' });

async function openEditor() {
  await ui.signInAs('admin');
  await ui.openSignedIn('/config/main');
  await ui.page.getByRole('button', { name: 'Save' }).waitFor();
}

/** Starts noting every percentage a progress bar on the page shows; read them with the function returned. */
async function recordProgress(): Promise<() => Promise<number[]>> {
  await ui.page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => ui.page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Limits the page's upload speed (bytes/s), or lifts the limit with -1. */
async function throttleUploads(bytesPerSecond: number) {
  const cdp = await ui.context.newCDPSession(ui.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

// The tests share one server and build on each other in order: no image yet, then the saved
// banner, then someone else's save over it.
describe('main page banner editor', () => {
  it('refuses a file that is not an image with the server message, and one over 5 MB before sending', async () => {
    ui.allow(NETWORK_LOG); // the browser logs the 415 answer itself
    await openEditor();
    await field('Banner image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are notes, not a picture.'),
    });
    await ui.page.getByRole('alert').filter({ hasText: messages['media.notAnImage'] }).waitFor();
    expect(await formImage().count()).toBe(0);
    expect(await preview().locator('img').count()).toBe(0);
    await preview().getByText('No image yet').waitFor();

    let uploads = 0;
    ui.page.on('request', (request) => {
      if (request.url().endsWith(mediaEndpoints.uploadMedia.path)) uploads++;
    });
    await field('Banner image').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await ui.page
      .getByRole('alert')
      .filter({ hasText: 'This file is 6.0 MB; images may be at most 5 MB' })
      .waitFor();
    expect(uploads).toBe(0);
  });

  it('uploads with progress, previews live, saves, keeps it on reload, and the storefront reads it', async () => {
    await openEditor();
    await preview().getByText('Off', { exact: true }).waitFor();

    // A slow uplink, so the progress bar is on screen long enough to see (loopback takes no time).
    await throttleUploads(200 * 1024);
    const progressSeen = await recordProgress();
    await field('Banner image').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: pngImage(320, 240, { noise: true }),
    });
    const bar = ui.page.getByRole('progressbar', { name: 'Uploading image' });
    await bar.waitFor();
    await bar.waitFor({ state: 'detached' });
    await throttleUploads(-1);
    const percents = await progressSeen();
    expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    await formImage().waitFor();
    const src = await formImage().getAttribute('src');
    expect(src).toMatch(/^\/base\/media\/[0-9a-f]{64}\.png$/);
    await ui.page.getByText('320 × 240 px').waitFor();
    expect(await preview().locator('img').getAttribute('src')).toBe(src);
    await ui.page.getByRole('button', { name: 'Replace image' }).waitFor();

    await field('Title').fill('Summer sale');
    await preview().getByText('Summer sale', { exact: true }).waitFor();
    await field('Link').fill('/sale');
    await preview().getByText('/sale').waitFor();
    await field('Show on the main page').click();
    await preview().getByText('Live now', { exact: true }).waitFor();

    await ui.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => ui.toastsSeen()).toContain('Main page banner saved');
    await ui.page.getByText(/^Version 2, last saved by /).waitFor();

    await ui.page.reload();
    await expect.poll(() => field('Title').inputValue()).toBe('Summer sale');
    expect(await field('Link').inputValue()).toBe('/sale');
    expect(await field('Show on the main page').getAttribute('aria-checked')).toBe('true');
    expect(await formImage().getAttribute('src')).toBe(src);
    await preview().getByText('Live now', { exact: true }).waitFor();

    const shown = await ui.page.request.get(ui.url(configEndpoints.getPublicMainPage.path));
    expect((await shown.json()).data).toMatchObject({
      imageUrl: src,
      width: 320,
      height: 240,
      title: 'Summer sale',
      link: '/sale',
      startsAt: null,
      endsAt: null,
    });
  });

  it('refuses a stale save with who changed it, and Reload shows their version', async () => {
    ui.allow(NETWORK_LOG); // the browser logs the 409 answer itself
    await openEditor();
    await expect.poll(() => field('Title').inputValue()).toBe('Summer sale');

    // Someone else saves the banner while this form still holds the version it read.
    const other = await shop.as('developer');
    const read = await other.ok('getMainPage');
    const saved = await other.ok('saveMainPage', {
      body: {
        version: read.version,
        imageId: read.imageId,
        link: read.link,
        title: 'Autumn sale',
        enabled: read.enabled,
        startsAt: null,
        endsAt: null,
      },
    });
    expect(saved.title).toBe('Autumn sale');

    await field('Title').fill('Winter sale');
    await ui.page.getByRole('button', { name: 'Save' }).click();
    const alert = ui.page.getByRole('alert').filter({ hasText: 'Someone else saved this first' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Changed by \S/);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field('Title').inputValue()).toBe('Autumn sale');
    await alert.waitFor({ state: 'detached' });
  });
});
