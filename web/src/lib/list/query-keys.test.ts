import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './query-keys';

const keys = createQueryKeys('staff');

describe('createQueryKeys', () => {
  it('nests list and detail keys under the area', () => {
    expect(keys.all).toEqual(['staff']);
    expect(keys.lists()).toEqual(['staff', 'list']);
    expect(keys.list({ page: 2 })).toEqual(['staff', 'list', { page: 2 }]);
    expect(keys.details()).toEqual(['staff', 'detail']);
    expect(keys.detail(7)).toEqual(['staff', 'detail', 7]);
  });

  it('lets lists() invalidate every list, whatever its params, and leave details alone', async () => {
    const client = new QueryClient();
    client.setQueryData(keys.list({ page: 1 }), 'a');
    client.setQueryData(keys.list({ role: 'admin', page: 3 }), 'b');
    client.setQueryData(keys.detail(7), 'c');
    client.setQueryData(createQueryKeys('orders').lists(), 'd');
    await client.invalidateQueries({ queryKey: keys.lists() });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([keys.list({ page: 1 }), keys.list({ role: 'admin', page: 3 })]);
  });

  it('treats params objects by value, so the same filters share one cache entry', () => {
    const client = new QueryClient();
    client.setQueryData(keys.list({ role: 'admin', page: 1 }), 'x');
    expect(client.getQueryData(keys.list({ page: 1, role: 'admin' }))).toBe('x');
  });
});
