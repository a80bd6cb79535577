import { pointLedgerQuery } from '@shop/contract/areas/point';
import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '../../lib/list/list-params';

describe('the ledger’s address', () => {
  it('keeps several types as one comma list, and drops unknown ones', () => {
    const params = parseListParams(
      pointLedgerQuery,
      new URLSearchParams('bizType=ORDER_USE,EXPIRE&customerId=4'),
    );
    expect(params.bizType).toEqual(['ORDER_USE', 'EXPIRE']);
    expect(params.customerId).toBe(4);
    expect(writeListParams(pointLedgerQuery, params, new URLSearchParams()).toString()).toBe(
      'customerId=4&bizType=ORDER_USE%2CEXPIRE',
    );
    expect(parseListParams(pointLedgerQuery, new URLSearchParams('bizType=NOPE')).bizType).toBeUndefined();
  });
});
