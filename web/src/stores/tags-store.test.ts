import { beforeEach, describe, expect, it } from 'vitest';
import { CACHED_PAGES_CAP, type TagView, useTagsStore } from './tags-store';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  name: path.slice(1) || 'root',
  affix: false,
  noCache: false,
  ...extra,
});
const dashboard = view('/dashboard/index', { affix: true, name: 'Dashboard' });
const paths = () => useTagsStore.getState().visitedViews.map((v) => v.fullPath);
const cached = () => useTagsStore.getState().cachedViews;
const store = () => useTagsStore.getState();

describe('tags store', () => {
  beforeEach(() => {
    store().reset();
    store().addAffixViews([dashboard]);
  });

  it('adds a tab per path once, moving it to the newest query (B-G3, B-G4)', () => {
    store().addView(view('/order/index'));
    store().addView({ ...view('/order/index'), fullPath: '/order/index?page=2' });
    expect(paths()).toEqual(['/dashboard/index', '/order/index?page=2']);
  });

  it('caches pages unless noCache, each once, most recent last (B-I3)', () => {
    store().addView(view('/a'));
    store().addView(view('/profile/index', { noCache: true }));
    store().addView(view('/b'));
    store().addView(view('/a'));
    expect(cached()).toEqual(['/b', '/a']);
  });

  it(`keeps at most ${CACHED_PAGES_CAP} pages, dropping the least recently shown`, () => {
    for (let i = 0; i < CACHED_PAGES_CAP + 5; i++) store().addView(view(`/config/edit/k${i}`));
    expect(cached()).toHaveLength(CACHED_PAGES_CAP);
    expect(cached()[0]).toBe('/config/edit/k5');
    // The tabs stay: only the kept pages are capped.
    expect(paths()).toHaveLength(CACHED_PAGES_CAP + 6);
  });

  it('closes a tab with its cached page, never a fixed one (B-G7, B-G9)', () => {
    store().addView(view('/a'));
    store().delView('/a');
    store().delView('/dashboard/index');
    expect(paths()).toEqual(['/dashboard/index']);
    expect(cached()).toEqual([]);
  });

  it('close others keeps fixed tabs and that tab, and only its cached page (B-G13)', () => {
    store().addView(dashboard);
    store().addView(view('/a'));
    store().addView(view('/b'));
    store().delOthersViews('/a');
    expect(paths()).toEqual(['/dashboard/index', '/a']);
    expect(cached()).toEqual(['/a']);
  });

  it('close all keeps fixed tabs and no cached page (B-G14)', () => {
    store().addView(view('/a'));
    store().delAllViews();
    expect(paths()).toEqual(['/dashboard/index']);
    expect(cached()).toEqual([]);
  });

  it('re-adds only the missing fixed tabs, ahead of the others (B-G17)', () => {
    store().addView(view('/a'));
    store().reset();
    store().addView(view('/a'));
    store().addAffixViews([dashboard]);
    store().addAffixViews([dashboard]);
    expect(paths()).toEqual(['/dashboard/index', '/a']);
  });

  it('drops cached pages for a refresh or a size change but keeps the tabs (B-I4)', () => {
    store().addView(view('/a'));
    store().addView(view('/b'));
    store().dropCachedView('/a');
    expect(cached()).toEqual(['/b']);
    store().clearCachedViews();
    expect(cached()).toEqual([]);
    expect(paths()).toEqual(['/dashboard/index', '/a', '/b']);
  });
});
