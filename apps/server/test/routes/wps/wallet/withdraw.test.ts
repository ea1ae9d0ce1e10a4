import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move } from '../../../../src/wallet/ledger.ts';
import { buildTestApp, uniqueName } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';
import { uniqueIp } from '../../../helpers/sms.ts';

const ADMIN = 'wallet-admin-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN: ADMIN });
});
afterAll(() => app.close());

const get = (token: string, name: string) => app.inject({ method: 'GET', url: `/wps/relay/${name}`, headers: { Authorization: token } });
const post = (token: string, name: string, payload: object, merchant?: string) =>
  app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { Authorization: token, ...(merchant && { Merchant: merchant }) }, payload });
// Its own address: /admin is rate-limited per IP, and on PostgreSQL the test files share the counters.
const OPERATOR_IP = uniqueIp();
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, remoteAddress: OPERATOR_IP, headers: { authorization: `Bearer ${ADMIN}` }, ...(payload && { payload }) });
const key = () => uniqueName('w').replace(/[^A-Za-z0-9_-]/g, '');

async function member(merchantCode = 'DEMO', funds = 0) {
  const m = await createMember(app, { merchantCode });
  if (funds > 0) {
    await move(app.db, { memberId: m.id, merchantCode, currency: merchantCode === 'BRL' ? 'BRL' : 'PHP', kind: 'deposit_credited', amount: funds, idempotencyKey: key(), reference: 'test' });
  }
  return login(app, m.username, m.password, merchantCode);
}

const card = { bankCode: 'BDO', accountNumber: '0012 3456 789', holderName: 'Ana Cruz' };

describe('bank cards and Pix keys', () => {
  it('binds a card masked, says whether it is the first, and refuses a duplicate', async () => {
    const token = await member();
    const res = await post(token, 'MCSFE_bindBankCard', card);
    expect(res.json().value).toMatchObject({ firstCard: true, account: { bankName: 'BDO Unibank', maskedNumber: '•••• 6789', holderName: 'Ana Cruz', pixKeyType: null } });
    expect(res.body).not.toContain('00123456789');
    expect((await post(token, 'MCSFE_bindBankCard', { ...card, accountNumber: '00123456789' })).json().errorCode).toBe('wallet.account_exists');
    const second = await post(token, 'MCSFE_bindBankCard', { ...card, bankCode: 'BPI', accountNumber: '99887766' });
    expect(second.json().value.firstCard).toBe(false);
    const info = (await get(token, 'MCSFE_getWithdrawAccountInfo')).json().value;
    expect(info.fullBankCardList.map((a: { maskedNumber: string }) => a.maskedNumber)).toEqual(['•••• 6789', '•••• 7766']);
    expect(info).toMatchObject({ fullEWalletList: [], fullVirtualWalletList: [], pixEnabled: false });
  });

  it('names each wrong field of a card', async () => {
    const res = await post(await member(), 'MCSFE_bindBankCard', { bankCode: 'NOPE', accountNumber: '12ab', holderName: '1' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'wallet.account_invalid' });
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['bankCode', 'accountNumber', 'holderName']);
  });

  it('binds Pix keys of every type for a BRL merchant, refuses bad ones, and refuses Pix elsewhere', async () => {
    const token = await member('BRL');
    const bind = (keyType: string, k: string) => post(token, 'MCSFE_bindPixKey', { keyType, key: k, holderName: 'João Silva' }, 'BRL');
    expect((await bind('CPF', '529.982.247-25')).json().value.account).toMatchObject({ bankName: 'Pix', pixKeyType: 'CPF', maskedNumber: '•••• 4725' });
    expect((await bind('PHONE', '+55 11 91234-5678')).json().value.account.maskedNumber).toBe('•••• 5678');
    expect((await bind('EMAIL', 'Joao.Silva@Example.com')).json().value.account.maskedNumber).toBe('jo•••@example.com');
    expect((await bind('EVP', '123e4567-e89b-42d3-a456-426614174000')).json().success).toBe(true);
    for (const [type, bad] of [['CPF', '529.982.247-26'], ['CPF', '111.111.111-11'], ['PHONE', '+1 415 555 0100'], ['EMAIL', 'joao@'], ['EVP', 'not-a-uuid']]) {
      const res = await bind(type!, bad!);
      expect(res.json().errorCode, `${type} ${bad}`).toBe('wallet.account_invalid');
      expect(res.json().fieldErrors[0].field).toBe('key');
    }
    const info = (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getWithdrawAccountInfo', headers: { Authorization: token, Merchant: 'BRL' } })).json().value;
    expect(info.fullEWalletList).toHaveLength(4);
    expect(info.pixEnabled).toBe(true);
    const php = await post(await member(), 'MCSFE_bindPixKey', { keyType: 'CPF', key: '529.982.247-25', holderName: 'João Silva' });
    expect(php.json().errorCode).toBe('wallet.pix_unavailable');
  });
});

describe('withdrawals', () => {
  async function withCard(funds: number) {
    const token = await member('DEMO', funds);
    const accountId = (await post(token, 'MCSFE_bindBankCard', card)).json().value.account.accountId as number;
    return { token, accountId };
  }

  it('holds the amount once per key, refuses more than the balance, and lists the withdrawal pending', async () => {
    const { token, accountId } = await withCard(100_000);
    const k = key();
    const first = await post(token, 'MCSFE_createWithdrawal', { accountId, amount: 30_000, idempotencyKey: k });
    expect(first.json().value).toMatchObject({ status: 'pending', amount: 30_000, accountLabel: 'BDO Unibank •••• 6789' });
    expect((await post(token, 'MCSFE_createWithdrawal', { accountId, amount: 30_000, idempotencyKey: k })).json().value.withdrawalId).toBe(first.json().value.withdrawalId);
    expect((await post(token, 'MCSFE_createWithdrawal', { accountId, amount: 80_000, idempotencyKey: key() })).json().errorCode).toBe('wallet.insufficient_balance');
    expect((await post(token, 'MCSFE_createWithdrawal', { accountId: accountId + 10_000, amount: 1, idempotencyKey: key() })).json().errorCode).toBe('wallet.account_not_found');
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value).toEqual({ currency: 'PHP', balance: 70_000, held: 30_000 });
    expect((await get(token, 'MCSFE_getWithdrawals')).json().value).toHaveLength(1);
  });

  it('holds once when the same request arrives several times at once (a retried submit racing the first)', async () => {
    const { token, accountId } = await withCard(100_000);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(token, 'MCSFE_createWithdrawal', { accountId, amount: 25_000, idempotencyKey: k })));
    expect(new Set(answers.map((a) => a.json().value.withdrawalId)).size).toBe(1);
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value).toEqual({ currency: 'PHP', balance: 75_000, held: 25_000 });
  });

  it('is paid or rejected by the operator; rejection releases the hold; a decided withdrawal cannot be decided again', async () => {
    const { token, accountId } = await withCard(100_000);
    const a = (await post(token, 'MCSFE_createWithdrawal', { accountId, amount: 20_000, idempotencyKey: key() })).json().value.withdrawalId as string;
    const b = (await post(token, 'MCSFE_createWithdrawal', { accountId, amount: 30_000, idempotencyKey: key() })).json().value.withdrawalId as string;
    const pending = (await admin('GET', '/admin/wallet/withdrawals?merchantCode=DEMO&status=pending')).json().value as { withdrawalId: string }[];
    expect(pending.map((w) => w.withdrawalId)).toEqual(expect.arrayContaining([a, b]));
    expect((await admin('POST', `/admin/wallet/withdrawals/${a}/pay`, { merchantCode: 'DEMO' })).json().value.status).toBe('paid');
    expect((await admin('POST', `/admin/wallet/withdrawals/${b}/reject`, { merchantCode: 'DEMO' })).json().value.status).toBe('rejected');
    expect((await admin('POST', `/admin/wallet/withdrawals/${b}/pay`, { merchantCode: 'DEMO' })).json().errorCode).toBe('wallet.withdrawal_decided');
    expect((await admin('POST', `/admin/wallet/withdrawals/${a}/reject`, { merchantCode: 'DEMO' })).json().errorCode).toBe('wallet.withdrawal_decided');
    expect((await admin('POST', `/admin/wallet/withdrawals/${a}/pay`, { merchantCode: 'BRL' })).json().errorCode).toBe('wallet.withdrawal_not_found');
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value).toEqual({ currency: 'PHP', balance: 80_000, held: 0 });
    expect((await get(token, 'MCSFE_getDepositWithdrawStatistics')).json().value).toMatchObject({ totalWithdrawSuccessCount: 1, fullBankCardList: [{ maskedNumber: '•••• 6789' }] });
    const statuses = (await get(token, 'MCSFE_getWithdrawals')).json().value.map((w: { status: string }) => w.status);
    expect(statuses.sort()).toEqual(['paid', 'rejected']);
    expect((await app.inject({ method: 'POST', url: `/admin/wallet/withdrawals/${a}/pay`, remoteAddress: OPERATOR_IP, payload: { merchantCode: 'DEMO' } })).statusCode).toBe(401);
  });

  it('is for members only', async () => {
    for (const name of ['MCSFE_getWithdrawAccountInfo', 'MCSFE_getWithdrawals', 'MCSFE_getDepositWithdrawStatistics', 'MCSFE_getWalletBalance']) {
      expect((await app.inject({ method: 'GET', url: `/wps/relay/${name}` })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/wps/relay/MCSFE_createWithdrawal', payload: {} })).statusCode).toBe(401);
  });
});
