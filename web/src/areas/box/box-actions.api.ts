import type { BoxCreateBody, BoxDrawBody, BoxUpdateBody } from '@shop/contract/areas/box';
import { call } from '../../lib/api';

/*
 * Every write is `quiet`: the page or dialog shows field problems under their fields and a
 * refusal (prizes locked 42203, points short 42202, sold out or stock short 42201, a stale
 * version 40900) in place, in the console's language, rather than a toast that vanishes.
 */
const quiet = { quiet: true };

export const createBox = (body: BoxCreateBody) => call('createBox', { body }, quiet);

export const updateBox = (id: number, body: BoxUpdateBody) =>
  call('updateBox', { params: { id }, body }, quiet);

export const deleteBox = (id: number, version: number) =>
  call('deleteBox', { params: { id }, query: { version } }, quiet);

/** The life-cycle moves, each at the version read. */
export const moveBox = (action: 'publish' | 'pause' | 'end', id: number, version: number) => {
  const request = { params: { id }, body: { version } };
  if (action === 'publish') return call('publishBox', request, quiet);
  if (action === 'pause') return call('pauseBox', request, quiet);
  return call('endBox', request, quiet);
};

/** A draw for a customer; the same `idempotencyKey` again answers the first draw instead of a second. */
export const drawBox = (id: number, body: BoxDrawBody) => call('drawBox', { params: { id }, body }, quiet);
