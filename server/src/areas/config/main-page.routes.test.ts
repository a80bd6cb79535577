import type { MainPage } from '@shop/contract/areas/main-page';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mainPage } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

const t = useTestApp();
let ada: Caller;
let sam: Caller;
let image: { id: number; url: string; width: number; height: number };
beforeAll(async () => {
  await insertStaff(t.db, [{ username: 'second', name: 'Sam Second', roles: ['developer'] }]);
  ada = await t.as('admin');
  sam = await t.as('second');
  const res = await uploadImage(t.app, ada.token ?? '', pngImage(1200, 400));
  image = res.json().data;
});

async function current(): Promise<MainPage> {
  return ada.ok('getMainPage');
}

async function save(changes: Record<string, unknown>, caller = ada) {
  const { version } = await current();
  return caller.call('saveMainPage', {
    body: {
      version,
      imageId: image.id,
      link: '/collections/spring',
      title: 'Spring pottery',
      enabled: true,
      startsAt: null,
      endsAt: null,
      ...changes,
    },
  });
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const publicBanner = async () => (await t.anonymous().call('getPublicMainPage')).json();

describe('main page', () => {
  it('starts empty and switched off; the public read answers null', async () => {
    expect(await current()).toMatchObject({
      imageId: null,
      imageUrl: null,
      enabled: false,
      live: false,
      version: 1,
      updatedBy: null,
    });
    expect(await publicBanner()).toEqual({ code: 20000, message: 'OK', data: null });
    expect(await t.anonymous().call('getMainPage')).toMatchObject({ statusCode: 401 });
  });

  it('saves the banner; the public read shows it without signing in', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      imageId: image.id,
      imageUrl: image.url,
      title: 'Spring pottery',
      enabled: true,
      live: true,
      version: 2,
      updatedBy: 'Ada Admin',
    });
    expect((await publicBanner()).data).toEqual({
      imageUrl: image.url,
      width: 1200,
      height: 400,
      link: '/collections/spring',
      title: 'Spring pottery',
      startsAt: null,
      endsAt: null,
    });
  });

  it('shows the banner only inside its window, and never when switched off', async () => {
    const window = { startsAt: minutes(-60), endsAt: minutes(60) };
    await save(window);
    expect((await publicBanner()).data).toMatchObject({
      startsAt: new Date(window.startsAt).toISOString(),
      endsAt: new Date(window.endsAt).toISOString(),
    });
    await save({ startsAt: minutes(30), endsAt: null });
    expect(((await current()) as MainPage).live).toBe(false);
    expect((await publicBanner()).data).toBeNull();
    await save({ startsAt: minutes(-120), endsAt: minutes(-60) });
    expect((await publicBanner()).data).toBeNull();
    await save({ startsAt: null, endsAt: minutes(5), enabled: false });
    expect((await publicBanner()).data).toBeNull();
    await save({ startsAt: null, endsAt: minutes(5), enabled: true });
    expect((await publicBanner()).data).not.toBeNull();
  });

  it.each([
    [{ enabled: true, imageId: null }, 'imageId', 'config.bannerNeedsImage', {}],
    [{ startsAt: minutes(10), endsAt: minutes(5) }, 'endsAt', 'config.bannerEndsBeforeStart', {}],
    [{ link: 'javascript:alert(1)' }, 'link', 'config.bannerLink', {}],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'config.bannerTime', {}],
    // ISO moments PostgreSQL cannot take from JavaScript (year 0; 10000 in UTC): a 500 before.
    [{ startsAt: '0000-01-01T00:00:00Z' }, 'startsAt', 'field.yearOutOfRange', { min: 1, max: 9999 }],
    [{ endsAt: '9999-12-31T23:59:59-23:59' }, 'endsAt', 'field.yearOutOfRange', { min: 1, max: 9999 }],
    [{ imageId: 999_999 }, 'imageId', 'media.noSuchImage', {}],
    [{ title: 'x'.repeat(101) }, 'title', 'field.tooLong', { max: 100 }],
    [{ link: `/${'x'.repeat(500)}` }, 'link', 'field.tooLong', { max: 500 }],
  ])('refuses %o on the field it names', async (changes, field, key, params) => {
    const before = await current();
    const res = await save(changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues[0]).toMatchObject({ path: [field], key, params });
    expect((await current()).version).toBe(before.version);
  });

  it('says so in English too, for API clients and logs', async () => {
    const res = await save({ enabled: true, imageId: null });
    expect(res.json()).toMatchObject({
      message: 'imageId: Pick an image before turning the banner on',
      key: 'config.bannerNeedsImage',
    });
  });

  it('lets one of two saves from the same version win; the other gets 409', async () => {
    const { version } = await current();
    const body = (title: string) => ({
      version,
      imageId: image.id,
      link: '',
      title,
      enabled: false,
      startsAt: null,
      endsAt: null,
    });
    const [a, b] = await Promise.all([
      ada.call('saveMainPage', { body: body('From Ada') }),
      sam.call('saveMainPage', { body: body('From Sam') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const row = await current();
    expect(row).toMatchObject({ title: winner.json().data.title, version: version + 1 });
    expect(loser.json()).toMatchObject({
      message: `Changed by ${row.updatedBy} at ${row.updatedAt}, reload to see it`,
      key: 'request.staleVersion',
      params: { by: row.updatedBy, at: row.updatedAt },
    });
  });

  it('writes an audit row for each save, before and after', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'main_page'));
    const { version } = await current();
    expect(rows).toHaveLength(version - 1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entityId: '1',
      before: { enabled: false, version: 1 },
    });
    expect(rows[0]?.after).toMatchObject({ enabled: true, imageId: image.id, version: 2 });
  });

  it('answers 404 naming the missing row when the banner was deleted by hand', async () => {
    await t.db.delete(mainPage);
    expect((await ada.call('getMainPage')).json()).toMatchObject({
      code: 40400,
      key: 'config.mainPageMissing',
    });
    expect((await t.anonymous().call('getPublicMainPage')).json()).toMatchObject({ code: 40400 });
  });
});
