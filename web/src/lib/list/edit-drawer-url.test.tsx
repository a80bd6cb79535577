import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerIdOf, type EditDrawer, useEditDrawer, withDrawer } from './edit-drawer-url';

let drawer: EditDrawer;

function open(url: string, param?: string) {
  function Probe() {
    drawer = useEditDrawer(param);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', Component: Probe }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('drawer id in the URL', () => {
  it('reads a row id only, under the param asked for', () => {
    expect(drawerIdOf(new URLSearchParams('edit=12'))).toBe(12);
    expect(drawerIdOf(new URLSearchParams('customer=12'), 'customer')).toBe(12);
    expect(drawerIdOf(new URLSearchParams('edit=12'), 'customer')).toBeUndefined();
    for (const bad of ['edit=0', 'edit=-1', 'edit=x', 'edit=1.5', 'edit=01', 'edit=1234567890', ''])
      expect(drawerIdOf(new URLSearchParams(bad))).toBeUndefined();
  });

  it('opens and closes over the list, keeping its state', () => {
    expect(withDrawer('?role=admin', 7)).toBe('?role=admin&edit=7');
    expect(withDrawer('?tab=PAID&order=7', undefined, 'order')).toBe('?tab=PAID');
    expect(withDrawer('?order=7', undefined, 'order')).toBe('');
  });
});

describe('useEditDrawer', () => {
  it('is `?edit=` unless named otherwise', () => {
    open('/list?role=admin&edit=5');
    expect(drawer.id).toBe(5);
    expect(drawer.linkTo(9)).toEqual({ pathname: '/list', search: '?role=admin&edit=9' });

    cleanup();
    open('/list?q=Ana&customer=5&edit=3', 'customer');
    expect(drawer.id).toBe(5);
    // The drawer's param goes last: links are made from the list's search without it.
    expect(drawer.linkTo(9)).toEqual({ pathname: '/list', search: '?q=Ana&edit=3&customer=9' });
  });

  it('opens a row from code as a link would, so closing goes Back to the list as it was', () => {
    const router = open('/list?q=Ana', 'order');
    act(() => void drawer.open(12));
    expect(router.state.location.search).toBe('?q=Ana&order=12');
    expect(router.state.historyAction).toBe('PUSH');
    expect(drawer.id).toBe(12);
    act(() => drawer.close());
    expect(router.state.location.search).toBe('?q=Ana');
    expect(router.state.historyAction).toBe('POP');
    expect(drawer.id).toBeUndefined();
  });

  it('closes a drawer reached by an address by dropping its param in place', () => {
    const router = open('/list?q=Ana&order=12', 'order');
    act(() => drawer.close());
    expect(router.state.location.search).toBe('?q=Ana');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
