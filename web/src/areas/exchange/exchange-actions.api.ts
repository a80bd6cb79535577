import type {
  ExchangeCancelBody,
  ExchangeItemCreateBody,
  ExchangeItemStatusBody,
  ExchangeItemUpdateBody,
  ExchangePayBody,
  ExchangePlaceBody,
  ExchangeShipBody,
} from '@shop/contract/areas/exchange';
import { call } from '../../lib/api';

/*
 * Every write is `quiet`: its dialog or drawer shows field errors under their fields and a refusal
 * (short points 42202, short stock or quota 42201, an illegal move 42203, a stale version 40900)
 * in place, in the console's language, rather than a toast that vanishes.
 */
const quiet = { quiet: true };

export const createItem = (body: ExchangeItemCreateBody) => call('createExchangeItem', { body }, quiet);

export const updateItem = (id: number, body: ExchangeItemUpdateBody) =>
  call('updateExchangeItem', { params: { id }, body }, quiet);

export const setItemStatus = (id: number, body: ExchangeItemStatusBody) =>
  call('setExchangeItemStatus', { params: { id }, body });

export const deleteItem = (id: number, version: number) =>
  call('deleteExchangeItem', { params: { id }, query: { version } });

/** A redemption; the same `idempotencyKey` again answers the first order instead of a second. */
export const placeExchange = (body: ExchangePlaceBody) => call('placeExchangeOrder', { body }, quiet);

export const payExchange = (id: number, body: ExchangePayBody) =>
  call('payExchangeOrder', { params: { id }, body }, quiet);

export const shipExchange = (id: number, body: ExchangeShipBody) =>
  call('shipExchangeOrder', { params: { id }, body }, quiet);

export const completeExchange = (id: number) => call('completeExchangeOrder', { params: { id } }, quiet);

export const cancelExchange = (id: number, body: ExchangeCancelBody) =>
  call('cancelExchangeOrder', { params: { id }, body }, quiet);
