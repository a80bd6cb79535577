import type { PointLedgerEntry } from '@shop/contract/areas/point';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { LedgerReference } from './ledger-reference';

afterEach(cleanup);

const base: PointLedgerEntry = {
  id: 40,
  customer: { id: 3, name: 'Mara', phone: null },
  delta: -30,
  balanceAfter: 0,
  bizType: 'ORDER_EARN_REVERSAL',
  bizId: 'refund:9',
  title: 'SO2611270001',
  reversesId: 31,
  shortfall: 0,
  reason: null,
  note: '',
  actor: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  orderId: 7,
  exchangeOrderId: null,
  boxDrawId: null,
};

const show = (row: Partial<PointLedgerEntry>) =>
  render(
    <MemoryRouter>
      <LedgerReference row={{ ...base, ...row }} />
    </MemoryRouter>,
  );

describe('a ledger row’s reference', () => {
  it('links an order row to its order and names the row a reversal undoes', () => {
    show({});
    expect(screen.getByRole('link', { name: 'SO2611270001' }).getAttribute('href')).toBe(
      '/order/index?order=7',
    );
    expect(screen.getByText('Reverses row #31')).toBeTruthy();
    expect(screen.queryByText(/Shortfall/)).toBeNull();
  });

  it('links an exchange row to its exchange order', () => {
    show({ bizType: 'EXCHANGE', title: 'EX2611270003', orderId: null, exchangeOrderId: 5, reversesId: null });
    expect(screen.getByRole('link', { name: 'EX2611270003' }).getAttribute('href')).toBe(
      '/exchange/index?exchangeOrder=5',
    );
  });

  it('shows a take-back’s shortfall as a badge reachable from the keyboard', () => {
    show({ delta: -10, shortfall: 20 });
    const badge = screen.getByText('Shortfall 20');
    expect(badge.closest('[tabindex="0"]')).not.toBeNull();
  });

  it('says nothing for an adjust, whose reason column says why', () => {
    const { container } = show({
      bizType: 'ADMIN',
      bizId: 'adjust:k',
      title: '',
      reversesId: null,
      orderId: null,
      delta: 5,
    });
    expect(container.textContent).toBe('—');
  });
});
