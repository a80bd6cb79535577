import { paymentListQuery, refundListQuery } from '@shop/contract/areas/payment';
import { describe, expect, it } from 'vitest';
import { drawerParamOf } from '../../app/page-links';
import { drawerIdOf, withDrawer } from '../../lib/list/edit-drawer-url';
import { parseListParams, writeListParams } from '../../lib/list/list-params';
import { searchOfTab, tabOf } from './pay-list-url';
import { paymentsExportUrl, refundsExportUrl } from './payment.queries';

const PAYMENT_PARAM = drawerParamOf('PayList');

const search = (text: string) => new URLSearchParams(text);

describe('tab in the URL', () => {
  it('opens Payments unless the URL asks for Refunds', () => {
    expect(tabOf(search(''))).toBe('payments');
    expect(tabOf(search('tab=refunds&status=FAILED'))).toBe('refunds');
    expect(tabOf(search('tab=nonsense'))).toBe('payments');
  });

  it('starts a tab unfiltered, leaving the default tab out of the URL', () => {
    expect(searchOfTab('payments')).toBe('');
    expect(searchOfTab('refunds')).toBe('?tab=refunds');
    expect(tabOf(search(searchOfTab('refunds')))).toBe('refunds');
  });

  it('is not a list filter: the lists keep it when they write theirs', () => {
    const written = writeListParams(refundListQuery, { status: 'FAILED' }, search('tab=refunds&payment=4'));
    expect(written.toString()).toBe('tab=refunds&payment=4&status=FAILED');
  });
});

describe('payment drawer in the URL', () => {
  const paymentIdOf = (s: URLSearchParams) => drawerIdOf(s, PAYMENT_PARAM);
  const withPayment = (s: string, id: number | undefined) => withDrawer(s, id, PAYMENT_PARAM);

  it('reads a valid id only', () => {
    expect(paymentIdOf(search('payment=12'))).toBe(12);
    for (const bad of ['payment=0', 'payment=-1', 'payment=x', 'payment=1.5', 'payment=01', ''])
      expect(paymentIdOf(search(bad))).toBeUndefined();
  });

  it('opens and closes over the list, keeping its filters', () => {
    expect(withPayment('?tab=refunds&q=RF', 7)).toBe('?tab=refunds&q=RF&payment=7');
    expect(withPayment('?tab=refunds&q=RF&payment=7', undefined)).toBe('?tab=refunds&q=RF');
    expect(withPayment('?payment=7', undefined)).toBe('');
  });
});

describe('payment filters in the URL', () => {
  it('reads every filter, with defaults for what is missing or bad', () => {
    const params = parseListParams(
      paymentListQuery,
      search('q=PAY-1&status=SUCCESS&channel=CASH&kind=OFFLINE&sort=amount:asc&page=2&channel2=x'),
    );
    expect(params).toMatchObject({
      q: 'PAY-1',
      status: 'SUCCESS',
      channel: 'CASH',
      kind: 'OFFLINE',
      sort: 'amount:asc',
      page: 2,
      pageSize: 20,
    });
    expect(parseListParams(paymentListQuery, search('channel=BITCOIN&sort=payNo:asc'))).toMatchObject({
      channel: undefined,
      sort: 'createdAt:desc',
    });
  });

  it('exports what the list shows: its filters and sort, without paging or the drawer', () => {
    const params = parseListParams(
      paymentListQuery,
      search('channel=CASH&minAmount=500&from=2026-01-01T00:00:00.000Z&page=3&payment=9&tab=payments'),
    );
    const url = new URL(paymentsExportUrl(params), 'http://console.test');
    expect(url.pathname).toBe('/base/admin/payments/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: 'CASH',
      minAmount: '500',
      from: '2026-01-01T00:00:00.000Z',
      sort: 'createdAt:desc',
    });
  });

  it('exports refunds by the refund filters only', () => {
    const params = parseListParams(refundListQuery, search('status=SUCCESS&q=RF&channel=CASH&page=2'));
    const url = new URL(refundsExportUrl(params), 'http://console.test');
    expect(url.pathname).toBe('/base/admin/refunds/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'SUCCESS',
      q: 'RF',
      sort: 'createdAt:desc',
    });
  });
});
