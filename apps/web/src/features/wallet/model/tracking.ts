import type { DepositOrder } from '@portico/contract/wallet';
import type { AppEvents } from '../../../lib/events/app-events';
import { toMajor } from './money';

interface Member {
  customerId: number;
  customerName: string;
}

/**
 * doc E §3's deposit events as bus payloads: amounts in major units as the tracking tags expect
 * (revenue = value = amount). depositSubmit at submit; firstDeposit or deposit/redeposit at a paid order;
 * firstDepositArrival when that first credit is in the balance. `record` is the platform's record the
 * same conversion comes from (decision 059): the idempotency key of a submit, the order of a payment.
 */
export function depositSubmitted(member: Member, currency: string, minor: number, idempotencyKey: string): AppEvents['deposit-tracked'] {
  const amount = toMajor(minor, currency);
  return { ...member, currency, amount, value: amount, revenue: amount, stage: 'submitted', first: false, record: idempotencyKey };
}

export function depositPaid(member: Member, order: DepositOrder): AppEvents['deposit-tracked'][] {
  const amount = toMajor(order.amount, order.currency);
  const base = { ...member, currency: order.currency, amount, value: amount, revenue: amount, first: order.firstDeposit, record: order.orderId };
  return order.firstDeposit ? [{ ...base, stage: 'paid' }, { ...base, stage: 'arrived' }] : [{ ...base, stage: 'paid' }];
}

export function withdrawalRequested(member: Member, currency: string, minor: number, first: boolean, idempotencyKey: string): AppEvents['withdrawal-tracked'] {
  const amount = toMajor(minor, currency);
  return { ...member, currency, amount, value: amount, first, record: idempotencyKey };
}
