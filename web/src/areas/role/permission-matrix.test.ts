import { permissions } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { actionEnabled, allState, matrixRows, toggle, toggleAll, verbOf } from './permission-matrix';

describe('the permission matrix', () => {
  it('has one row per page, with the actions of that page and no other', () => {
    expect(matrixRows.map((r) => r.page)[0]).toBe('dashboard');
    expect(matrixRows.find((r) => r.page === 'order')?.actions).toEqual([
      'order.export',
      'order.bulk',
      'order.refund',
    ]);
    expect(matrixRows.find((r) => r.page === 'dashboard')?.actions).toEqual([]);
    expect(matrixRows.flatMap((r) => [r.page, ...r.actions])).toEqual(permissions);
    expect(verbOf('point.rules')).toBe('rules');
  });

  it('keeps catalogue order when ticking, and drops a page’s actions when the page is unticked', () => {
    let value = toggle([], 'order', true);
    value = toggle(value, 'order.refund', true);
    value = toggle(value, 'dashboard', true);
    expect(value).toEqual(['dashboard', 'order', 'order.refund']);
    expect(toggle(value, 'order', false)).toEqual(['dashboard']);
    expect(toggle(value, 'order.refund', false)).toEqual(['dashboard', 'order']);
  });

  it('never keeps an action without its page', () => {
    expect(toggle([], 'order.refund', true)).toEqual([]);
    expect(actionEnabled([], 'order.refund')).toBe(false);
    expect(actionEnabled(['order'], 'order.refund')).toBe(true);
  });

  it('selects all (or all a caller may grant) and reports all, some or none', () => {
    expect(toggleAll([], true)).toEqual(permissions);
    expect(toggleAll(permissions, false)).toEqual([]);
    const mine = (p: string) => p.startsWith('order');
    expect(toggleAll(['user'], true, mine)).toEqual([
      'user',
      'order',
      'order.export',
      'order.bulk',
      'order.refund',
    ]);
    expect(toggleAll(['user', 'order', 'order.bulk'], false, mine)).toEqual(['user']);
    expect(allState([])).toBe('none');
    expect(allState(['order.refund'])).toBe('none');
    expect(allState(['order'])).toBe('some');
    expect(allState(permissions)).toBe('all');
  });
});
