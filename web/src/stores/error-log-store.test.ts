import { beforeEach, describe, expect, it } from 'vitest';
import { useErrorLogStore } from './error-log-store';

const entry = (message: string) => ({
  message,
  stack: `Error: ${message}\n    at somewhere`,
  component: 'OrderTable',
  info: 'render',
  url: 'http://localhost/order/index',
  time: 1_700_000_000_000,
});

beforeEach(() => useErrorLogStore.getState().clear());

describe('error log store', () => {
  it('starts empty', () => {
    expect(useErrorLogStore.getState().logs).toEqual([]);
  });

  it('appends entries in order, each with its own id, even when identical', () => {
    const { add } = useErrorLogStore.getState();
    add(entry('first'));
    add(entry('second'));
    add(entry('second'));
    const { logs } = useErrorLogStore.getState();
    expect(logs.map((log) => log.message)).toEqual(['first', 'second', 'second']);
    expect(logs[0]).toMatchObject(entry('first'));
    expect(new Set(logs.map((log) => log.id)).size).toBe(3);
  });

  it('clears every entry', () => {
    useErrorLogStore.getState().add(entry('gone'));
    useErrorLogStore.getState().clear();
    expect(useErrorLogStore.getState().logs).toEqual([]);
  });
});
