import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../merchants/schema.ts';
import { browserFacts, CONVERSION_PAGES, emitConversions, keptFacts, noFacts, platformEventId, type PlatformEvent } from './conversions.ts';

/*
 * The platform's conversions, one function per record they come from (decision 059). Each is called
 * after its record is committed; the event ids are the records', so calling twice stores nothing twice.
 */

/** A member registered (any way: username, mobile, social), from the registration request itself. */
export function memberRegistered(app: FastifyInstance, merchant: Merchant, request: FastifyRequest, customerId: number, affiliateCode: string | null | undefined) {
  const facts = browserFacts(merchant, request, CONVERSION_PAGES.register, affiliateCode);
  return emitConversions(app, merchant, [{ name: 'register', customerId, key: '', facts }], request.log);
}

interface OrderRecord {
  id: string;
  memberId: number;
  clientKey: string;
  amount: number;
  currency: string;
}

/** The affiliate code the member registered with: its deposits count under the same code in the funnel. */
const registeredAffiliate = async (app: FastifyInstance, memberId: number) =>
  (await keptFacts(app.db, platformEventId('register', memberId, '')))?.attribution.affiliateCode ?? null;

/** A deposit order was made: its submit, with the browser facts the order's later events reuse. */
export async function depositSubmitted(app: FastifyInstance, merchant: Merchant, request: FastifyRequest, order: OrderRecord) {
  const facts = browserFacts(merchant, request, CONVERSION_PAGES.deposit, await registeredAffiliate(app, order.memberId));
  const money = { currency: order.currency, minor: order.amount };
  return emitConversions(app, merchant, [{ name: 'depositSubmit', customerId: order.memberId, key: order.clientKey, money, facts }], request.log);
}

/**
 * The ledger credited a paid order (the provider's callback, no browser in it): deposit, and
 * firstDeposit with firstDepositArrival for the member's first credit, else redeposit. The facts are
 * the order's submit's, else the registration's, else none.
 */
export async function depositCredited(app: FastifyInstance, merchantCode: string, order: OrderRecord, first: boolean, log: FastifyRequest['log']) {
  const merchant = app.merchants.all.get(merchantCode);
  if (!merchant) return [];
  const facts =
    (await keptFacts(app.db, platformEventId('depositSubmit', order.memberId, order.clientKey))) ??
    (await keptFacts(app.db, platformEventId('register', order.memberId, ''))) ??
    noFacts(merchant, CONVERSION_PAGES.deposit);
  const base = { customerId: order.memberId, key: order.id, money: { currency: order.currency, minor: order.amount }, facts };
  const list: PlatformEvent[] = first
    ? [{ ...base, name: 'deposit' }, { ...base, name: 'firstDeposit' }, { ...base, name: 'firstDepositArrival' }]
    : [{ ...base, name: 'deposit' }, { ...base, name: 'redeposit' }];
  return emitConversions(app, merchant, list, log);
}

/** A withdrawal was requested by the member's browser. */
export async function withdrawalRequested(app: FastifyInstance, merchant: Merchant, request: FastifyRequest, row: { memberId: number; clientKey: string; amount: number; currency: string }) {
  const facts = browserFacts(merchant, request, CONVERSION_PAGES.withdraw, await registeredAffiliate(app, row.memberId));
  const money = { currency: row.currency, minor: row.amount };
  return emitConversions(app, merchant, [{ name: 'withdraw', customerId: row.memberId, key: row.clientKey, money, facts }], request.log);
}
