import { staffListQuery } from '@shop/contract/areas/staff';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

let hook: ReturnType<typeof useListParams<typeof staffListQuery>>;

function Probe() {
  hook = useListParams(staffListQuery);
  return null;
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/staff/index', Component: Probe }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useListParams', () => {
  it('reads the list from the URL, with defaults for what is missing or bad', () => {
    open('/staff/index?role=admin&page=2&sort=nope');
    expect(hook.params).toEqual({
      q: undefined,
      role: 'admin',
      status: undefined,
      sort: 'createdAt:desc',
      page: 2,
      pageSize: 20,
    });
  });

  it('writes a filter change to the URL as a new history entry, back at page 1', () => {
    const router = open('/staff/index?page=3&edit=5');
    act(() => hook.update({ status: 'disabled' }));
    expect(router.state.location.search).toBe('?edit=5&status=disabled');
    expect(router.state.historyAction).toBe('PUSH');
    expect(hook.params).toMatchObject({ status: 'disabled', page: 1 });
  });

  it('replaces the entry for typing, and turns pages without touching the filters', () => {
    const router = open('/staff/index?role=editor');
    act(() => hook.update({ q: 'ad' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => hook.update({ page: 4 }));
    expect(router.state.location.search).toBe('?q=ad&role=editor&page=4');
    expect(hook.params).toMatchObject({ q: 'ad', role: 'editor', page: 4 });
  });

  it('keeps both of two changes made before the page renders again (a filter, then a quick sort)', () => {
    const router = open('/staff/index?role=editor');
    act(() => {
      hook.update({ status: 'disabled' });
      hook.update({ sort: 'name:asc' });
    });
    expect(router.state.location.search).toBe('?role=editor&status=disabled&sort=name%3Aasc');
    expect(hook.params).toMatchObject({ role: 'editor', status: 'disabled', sort: 'name:asc' });
  });

  it('resets every field to its default but keeps other params', () => {
    const router = open('/staff/index?q=x&role=admin&sort=name:asc&page=9&edit=3');
    act(() => hook.reset());
    expect(router.state.location.search).toBe('?edit=3');
    expect(hook.params).toMatchObject({ q: undefined, role: undefined, sort: 'createdAt:desc', page: 1 });
  });

  it('keeps its params while only another param (a drawer) changes', () => {
    const router = open('/staff/index?role=admin');
    const { params, update } = hook;
    act(() => void router.navigate('/staff/index?role=admin&edit=4'));
    expect(hook.params).toBe(params);
    expect(hook.update).toBe(update);
  });

  it('drops a change made while the page is being left, so the navigation under way wins', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/staff/index', Component: Probe },
        // The next page still loading (as its guard and code do in the console).
        { path: '/other', loader: () => arrived.then(() => null), Component: () => null },
      ],
      { initialEntries: ['/staff/index'] },
    );
    render(<RouterProvider router={router} />);
    let leaving: Promise<void> = Promise.resolve();
    act(() => {
      leaving = router.navigate('/other');
    });
    expect(router.state.navigation.state).toBe('loading');
    // A typing pause ending now: before the fix it navigated to ?q=late and the click was lost.
    act(() => hook.update({ q: 'late' }, { replace: true }));
    arrive();
    await act(() => leaving);
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});
