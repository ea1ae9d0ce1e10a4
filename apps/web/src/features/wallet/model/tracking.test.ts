import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '@portico/contract/wallet';
import { depositPaid, depositSubmitted, withdrawalRequested } from './tracking';

const member = { customerId: 7, customerName: 'ann' };
const order = (firstDeposit: boolean): DepositOrder => ({
  orderId: 'o1',
  channelName: 'GCash',
  amount: 50_000,
  currency: 'PHP',
  status: 'paid',
  checkoutUrl: '/sandbox-pay/checkout/o1',
  createdAt: '2026-11-23T10:00:00Z',
  expiresAt: '2026-11-23T10:30:00Z',
  paidAt: '2026-11-23T10:01:00Z',
  firstDeposit,
});

describe('wallet event payloads (doc E §3 fields)', () => {
  it('depositSubmit carries the amount in major units as amount and revenue', () => {
    expect(depositSubmitted(member, 'PHP', 50_050, 'key-1')).toEqual({ customerId: 7, customerName: 'ann', currency: 'PHP', amount: 500.5, value: 500.5, revenue: 500.5, stage: 'submitted', first: false, record: 'key-1' });
  });

  it('a first paid order is firstDeposit and firstDepositArrival; a later one is a deposit only', () => {
    expect(depositPaid(member, order(true)).map((e) => [e.stage, e.first, e.amount])).toEqual([
      ['paid', true, 500],
      ['arrived', true, 500],
    ]);
    expect(depositPaid(member, order(false))).toEqual([{ customerId: 7, customerName: 'ann', currency: 'PHP', amount: 500, value: 500, revenue: 500, stage: 'paid', first: false, record: 'o1' }]);
  });

  it('withdraw carries the amount and whether it is the first', () => {
    expect(withdrawalRequested(member, 'BRL', 12_345, true, 'key-2')).toEqual({ customerId: 7, customerName: 'ann', currency: 'BRL', amount: 123.45, value: 123.45, first: true, record: 'key-2' });
  });
});
