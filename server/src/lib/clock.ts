import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time the order and stock writers stamp on what they write. It is the wall clock, except
 * inside `atTime`, which the demo storefront uses to play 90 days of orders through the same
 * service functions staff use, each step at its own moment (so timelines, ledgers and pay lists
 * read like a real shop's history). Nothing else sets it.
 */
const simulated = new AsyncLocalStorage<Date>();

export function clockNow(): Date {
  return simulated.getStore() ?? new Date();
}

export function atTime<T>(at: Date, run: () => Promise<T>): Promise<T> {
  return simulated.run(at, run);
}
