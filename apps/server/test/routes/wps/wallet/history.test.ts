import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move } from '../../../../src/wallet/ledger.ts';
import { HISTORY_MAX_SIZE } from '../../../../src/wallet/history.ts';
import { buildTestApp, uniqueName } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';
import { uniqueIp } from '../../../helpers/sms.ts';

const ADMIN = 'wallet-history-admin-token-0123456789';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN: ADMIN });
});
afterAll(() => app.close());

const OPERATOR_IP = uniqueIp();
const key = () => uniqueName('h').replace(/[^A-Za-z0-9_-]/g, '');
const history = (token: string, query = '', merchant?: string) =>
  app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getWalletHistory${query}`, headers: { Authorization: token, ...(merchant && { Merchant: merchant }) } });
const post = (token: string, name: string, payload: object) =>
  app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { Authorization: token }, payload });
const decide = (id: string, decision: 'pay' | 'reject') =>
  app.inject({
    method: 'POST',
    url: `/admin/wallet/withdrawals/${id}/${decision}`,
    remoteAddress: OPERATOR_IP,
    headers: { authorization: `Bearer ${ADMIN}` },
    payload: { merchantCode: 'DEMO' },
  });

interface Entry {
  entryId: number;
  kind: string;
  state: string;
  amount: number;
  currency: string;
  reference: string;
  detail: string | null;
  createdAt: string;
}

async function member(merchantCode = 'DEMO') {
  const m = await createMember(app, { merchantCode });
  return { id: m.id, token: await login(app, m.username, m.password, merchantCode) };
}

const credit = (memberId: number, amount: number, reference: string, merchantCode = 'DEMO', currency = 'PHP') =>
  move(app.db, { memberId, merchantCode, currency, kind: 'deposit_credited', amount, idempotencyKey: key(), reference });

/** A paid deposit through the sandbox checkout, as a player makes one. */
async function deposit(token: string, amount: number) {
  const settings = (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getDepositSettings', headers: { Authorization: token } })).json().value;
  const channelId = (settings.channels as { channelId: number; name: string }[]).find((c) => c.name === 'GCash')!.channelId;
  const order = (await post(token, 'MCSFE_createDepositOrder', { channelId, amount, idempotencyKey: key() })).json().value as { orderId: string; checkoutUrl: string };
  await app.inject({ method: 'POST', url: order.checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
  return order.orderId;
}

describe('the wallet history', () => {
  it('lists a deposit and withdrawals newest first with their state, channel or account, and signed amounts', async () => {
    const { token } = await member();
    const orderId = await deposit(token, 100_000);
    const accountId = (await post(token, 'MCSFE_bindBankCard', { bankCode: 'BDO', accountNumber: '0012 3456 789', holderName: 'Ana Cruz' })).json().value.account
      .accountId as number;
    const withdraw = async (amount: number) =>
      (await post(token, 'MCSFE_createWithdrawal', { accountId, amount, idempotencyKey: key() })).json().value.withdrawalId as string;
    const paid = await withdraw(20_000);
    const rejected = await withdraw(30_000);
    const pending = await withdraw(5_000);
    expect((await decide(paid, 'pay')).json().success).toBe(true);
    expect((await decide(rejected, 'reject')).json().success).toBe(true);

    const res = await history(token);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ filter: 'all', page: 1, size: 20, total: 5, hasMore: false });
    const lines = (value.entries as Entry[]).map((e) => [e.kind, e.state, e.amount, e.reference, e.detail]);
    expect(lines).toEqual([
      ['withdrawal_returned', 'returned', 30_000, rejected, 'BDO Unibank •••• 6789'],
      ['withdrawal', 'pending', -5_000, pending, 'BDO Unibank •••• 6789'],
      ['withdrawal', 'returned', -30_000, rejected, 'BDO Unibank •••• 6789'],
      ['withdrawal', 'paid', -20_000, paid, 'BDO Unibank •••• 6789'],
      ['deposit', 'credited', 100_000, orderId, 'GCash'],
    ]);
    const entries = value.entries as Entry[];
    expect(entries.every((e) => e.currency === 'PHP' && !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
    expect(entries.map((e) => e.entryId)).toEqual([...entries.map((e) => e.entryId)].sort((a, b) => b - a));
  });

  it('filters deposits and withdrawals', async () => {
    const { id, token } = await member();
    await credit(id, 10_000, 'd-1');
    await move(app.db, { memberId: id, merchantCode: 'DEMO', currency: 'PHP', kind: 'withdrawal_held', amount: 4_000, idempotencyKey: key(), reference: 'w-1' });
    await move(app.db, { memberId: id, merchantCode: 'DEMO', currency: 'PHP', kind: 'withdrawal_paid', amount: 4_000, idempotencyKey: key(), reference: 'w-1' });
    await credit(id, 2_000, 'd-2');
    const refs = async (filter: string) => ((await history(token, `?filter=${filter}`)).json().value.entries as Entry[]).map((e) => `${e.reference}:${e.state}`);
    expect(await refs('deposits')).toEqual(['d-2:credited', 'd-1:credited']);
    expect(await refs('withdrawals')).toEqual(['w-1:paid']);
    expect(await refs('all')).toEqual(['d-2:credited', 'w-1:paid', 'd-1:credited']);
    const fresh = await member();
    expect((await history(fresh.token, '?filter=withdrawals')).json().value).toEqual({ filter: 'withdrawals', page: 1, size: 20, total: 0, hasMore: false, entries: [] });
  });

  it('pages newest first without gaps or repeats, and serves at most the largest page', async () => {
    const { id, token } = await member();
    for (let i = 1; i <= 7; i++) await credit(id, i * 100, `p-${i}`);
    const page = async (n: number) => (await history(token, `?page=${n}&size=3`)).json().value;
    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    expect([one.hasMore, two.hasMore, three.hasMore, four.hasMore]).toEqual([true, true, false, false]);
    expect([one, two, three, four].every((p) => p.total === 7 && p.size === 3)).toBe(true);
    const seen = [one, two, three, four].flatMap((p) => (p.entries as Entry[]).map((e) => e.reference));
    expect(seen).toEqual(['p-7', 'p-6', 'p-5', 'p-4', 'p-3', 'p-2', 'p-1']);
    const big = (await history(token, '?size=100000')).json().value;
    expect(big.size).toBe(HISTORY_MAX_SIZE);
    expect(big.entries).toHaveLength(7);
  });

  it("shows only the signed-in member's own rows at the merchant signed in to", async () => {
    const ann = await member();
    const bob = await member();
    await credit(ann.id, 1_000, 'ann-demo');
    await credit(bob.id, 2_000, 'bob-demo');
    // A row of Ann's written under another merchant (the ledger keys entries by member, not by merchant).
    await credit(ann.id, 3_000, 'ann-elsewhere', 'BRL', 'BRL');
    const refs = async (token: string) => ((await history(token)).json().value.entries as Entry[]).map((e) => e.reference);
    expect(await refs(ann.token)).toEqual(['ann-demo']);
    expect(await refs(bob.token)).toEqual(['bob-demo']);
    const brl = await member('BRL');
    await credit(brl.id, 5_000, 'brl-own', 'BRL', 'BRL');
    expect(((await history(brl.token, '', 'BRL')).json().value.entries as Entry[]).map((e) => [e.reference, e.currency])).toEqual([['brl-own', 'BRL']]);
    // Ann's token is not a session at the other merchant.
    expect((await history(ann.token, '', 'BRL')).json().success).toBe(false);
  });

  it('answers request.invalid naming the field for bad input, never a server error', async () => {
    const { token } = await member();
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?page=99999999999', 'page'],
      ['?size=0', 'size'],
      ['?size=ten', 'size'],
      ['?filter=bonus', 'filter'],
      ['?filter=', 'filter'],
    ] as const) {
      const res = await history(token, query);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(res.json(), query).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(res.json().fieldErrors.map((f: { field: string }) => f.field), query).toContain(field);
    }
    const far = await history(token, '?page=2147483647&size=50');
    expect(far.json().value).toMatchObject({ total: 0, hasMore: false, entries: [] });
  });

  it('is for members only', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getWalletHistory' })).json().errorCode).toBe('customer.not.login');
    expect((await history('not-a-token')).json().errorCode).toBe('user.or.token.invalid');
  });
});
