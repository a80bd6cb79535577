import { paymentListQuery } from '@shop/contract/areas/payment';
import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '../../lib/list/list-params';
import { amountParamsOf, unitsOfParam } from './amount-range';

describe('amountParamsOf', () => {
  it('sends amounts typed in currency units as whole cents', () => {
    expect(amountParamsOf(12.5, 19.99)).toEqual({ minAmount: 1250, maxAmount: 1999 });
    expect(amountParamsOf(0.1, 0.2)).toEqual({ minAmount: 10, maxAmount: 20 });
  });

  it('leaves an empty box unbounded', () => {
    expect(amountParamsOf(null, 40)).toEqual({ minAmount: undefined, maxAmount: 4000 });
    expect(amountParamsOf(5, null)).toEqual({ minAmount: 500, maxAmount: undefined });
    expect(amountParamsOf(null, null)).toEqual({ minAmount: undefined, maxAmount: undefined });
  });

  it('reads a range typed the wrong way round as the right one', () => {
    expect(amountParamsOf(50, 10)).toEqual({ minAmount: 1000, maxAmount: 5000 });
  });

  it('never sends a negative bound, which the contract refuses', () => {
    expect(amountParamsOf(-3, 2)).toEqual({ minAmount: 0, maxAmount: 200 });
  });

  it('gives values the list query accepts', () => {
    const sent = amountParamsOf(12.34, 99);
    expect(paymentListQuery.parse(sent)).toMatchObject(sent);
  });
});

describe('unitsOfParam', () => {
  it('shows the URL cents as currency units in the box', () => {
    expect(unitsOfParam(1250)).toBe(12.5);
    expect(unitsOfParam(0)).toBe(0);
    expect(unitsOfParam(undefined)).toBeNull();
  });
});

describe('amount range in the URL', () => {
  it('travels as cents and reads back as the same units', () => {
    const written = writeListParams(paymentListQuery, amountParamsOf(12.5, 80), new URLSearchParams());
    expect(written.toString()).toBe('minAmount=1250&maxAmount=8000');
    const read = parseListParams(paymentListQuery, written);
    expect([unitsOfParam(read.minAmount), unitsOfParam(read.maxAmount)]).toEqual([12.5, 80]);
  });

  it('drops a bound the URL spoils (not whole cents, negative), keeping the rest', () => {
    const read = parseListParams(
      paymentListQuery,
      new URLSearchParams('minAmount=12.5&maxAmount=-1&channel=CASH'),
    );
    expect(read).toMatchObject({ minAmount: undefined, maxAmount: undefined, channel: 'CASH' });
  });
});
