import { type MainPage, mainPagePaths } from '@shop/contract/areas/main-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { apiAs } from '../../test-support/api-client.js';
import { insertStaff } from '../../test-support/staff-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

let t: TestApp;
let ada: ReturnType<typeof apiAs>;
let sam: ReturnType<typeof apiAs>;
const anonymous = () => apiAs(t.app);
let image: { id: number; url: string; width: number; height: number };
beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.database.db, [{ username: 'second', name: 'Sam Second', roles: ['developer'] }]);
  const token = await signIn(t.app, 'admin');
  ada = apiAs(t.app, token);
  sam = apiAs(t.app, await signIn(t.app, 'second'));
  const res = await uploadImage(t.app, token, pngImage(1200, 400));
  image = res.json().data;
});
afterAll(() => t.close());

async function current(): Promise<MainPage> {
  return (await ada.get(mainPagePaths.admin)).json().data;
}

async function save(changes: Record<string, unknown>, api = ada) {
  const { version } = await current();
  return api.put(mainPagePaths.admin, {
    version,
    imageId: image.id,
    link: '/collections/spring',
    title: 'Spring pottery',
    enabled: true,
    startsAt: null,
    endsAt: null,
    ...changes,
  });
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const publicBanner = async () => (await anonymous().get(mainPagePaths.public)).json();

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
    [{ enabled: true, imageId: null }, 'imageId', 'Pick an image before turning the banner on'],
    [{ startsAt: minutes(10), endsAt: minutes(5) }, 'endsAt', 'The end must be after the start'],
    [{ link: 'javascript:alert(1)' }, 'link', 'Use an http(s) address or a path starting with /'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'Use an ISO-8601 date and time'],
    [{ imageId: 999_999 }, 'imageId', 'No such image: upload it first'],
    [{ title: 'x'.repeat(101) }, 'title', 'Title is at most 100 characters'],
  ])('refuses %o on the field it names', async (changes, field, message) => {
    const before = await current();
    const res = await save(changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues[0]).toMatchObject({ path: [field], message });
    expect((await current()).version).toBe(before.version);
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
      ada.put(mainPagePaths.admin, body('From Ada')),
      sam.put(mainPagePaths.admin, body('From Sam')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const row = await current();
    expect(row).toMatchObject({ title: winner.json().data.title, version: version + 1 });
    expect(loser.json().message).toBe(`Changed by ${row.updatedBy} at ${row.updatedAt}, reload to see it`);
  });

  it('writes an audit row for each save, before and after', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'main_page'));
    const { version } = await current();
    expect(rows).toHaveLength(version - 1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entityId: '1',
      before: { enabled: false, version: 1 },
    });
    expect(rows[0]?.after).toMatchObject({ enabled: true, imageId: image.id, version: 2 });
  });
});
