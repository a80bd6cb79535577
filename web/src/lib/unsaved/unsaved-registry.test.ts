import { describe, expect, it } from 'vitest';
import { canSaveAll, createUnsavedRegistry, settleForms, type UnsavedForm } from './unsaved-registry';

const form = (path: string, extra: Partial<UnsavedForm> = {}): UnsavedForm => ({
  path,
  dirty: true,
  released: false,
  save: async () => true,
  ...extra,
});
const at = (pathname: string, search = '') => ({ pathname, search });

describe('unsaved forms registry', () => {
  it('finds the dirty, unreleased forms of the tabs being closed', () => {
    const registry = createUnsavedRegistry();
    const product = form('/product/edit/1');
    registry.add(product);
    registry.add(form('/product/edit/2', { dirty: false }));
    registry.add(form('/config/edit/a', { released: true }));
    expect(registry.dirtyIn(['/product/edit/1', '/product/edit/2', '/config/edit/a'])).toEqual([product]);
    expect(registry.dirtyIn(['/dashboard/index'])).toEqual([]);
  });

  it('a scope asks about its own forms only', () => {
    const registry = createUnsavedRegistry();
    const category = form('/product/index', { scope: 'categories' });
    registry.add(category);
    registry.add(form('/product/index'));
    expect(registry.dirtyIn(['/product/index'], 'categories')).toEqual([category]);
    expect(registry.dirtyIn(['/product/index'])).toHaveLength(2);
  });

  it('a page kept in its tab loses nothing when the router leaves it; one not kept loses its forms', () => {
    const registry = createUnsavedRegistry();
    const profile = form('/profile/index');
    registry.add(profile);
    expect(registry.lostBy(at('/profile/index'), at('/dashboard/index'), true)).toEqual([]);
    expect(registry.lostBy(at('/profile/index'), at('/dashboard/index'), false)).toEqual([profile]);
    // Other pages' forms are not the navigation's business.
    expect(registry.lostBy(at('/dashboard/index'), at('/order/index'), false)).toEqual([]);
  });

  it('on the same page, only a drawer whose param changes is lost', () => {
    const registry = createUnsavedRegistry();
    const drawer = form('/staff/index', { anchor: { param: 'edit', value: '12' } });
    const page = form('/staff/index');
    registry.add(drawer);
    registry.add(page);
    const from = at('/staff/index', '?edit=12');
    expect(registry.lostBy(from, at('/staff/index', '?edit=12&page=2'), true)).toEqual([]);
    expect(registry.lostBy(from, at('/staff/index'), true)).toEqual([drawer]);
    expect(registry.lostBy(from, at('/staff/index', '?edit=13'), true)).toEqual([drawer]);
  });

  it('removing, forgetting unmounted pages, and the browser question', () => {
    const registry = createUnsavedRegistry();
    const remove = registry.add(form('/a'));
    registry.add(form('/b'));
    expect(registry.anyDirty()).toBe(true);
    remove();
    registry.keepOnly((path) => path !== '/b');
    expect(registry.anyDirty()).toBe(false);
  });

  it('Save succeeds only when every form saved; a refused one is asked about again', async () => {
    const saved = form('/a');
    const refused = form('/b', { save: async () => false });
    expect(await settleForms([saved, refused], 'save')).toBe(false);
    expect(saved.released).toBe(true);
    expect(refused.released).toBe(false);
    const failing = form('/c', { save: () => Promise.reject(new Error('offline')) });
    expect(await settleForms([failing], 'save')).toBe(false);
    expect(failing.released).toBe(false);
    const discarded = form('/d');
    expect(await settleForms([discarded], 'discard')).toBe(true);
    expect(discarded.released).toBe(true);
  });

  it('offers Save only when every form can save: a cancel or refund dialog is discarded or kept, never submitted', async () => {
    const refund = form('/order/index', { save: undefined });
    const address = form('/order/index');
    expect(canSaveAll([address])).toBe(true);
    expect(canSaveAll([address, refund])).toBe(false);
    expect(await settleForms([refund], 'save')).toBe(false);
    expect(refund.released).toBe(false);
  });
});
