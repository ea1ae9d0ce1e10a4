import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders } from '../../../../src/db/schema-wallet.ts';
import { signatureOf } from '../../../../src/sms/webhook.ts';
import { CALLBACK_PATH } from '../../../../src/routes/wps/wallet/payment-callback.ts';
import { buildApp } from '../../../../src/app.ts';
import { firebaseDemo, tempMerchantsDir, testConfig, uniqueName } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

let app: FastifyInstance;
const logs: string[] = [];
beforeAll(async () => {
  app = await buildApp(testConfig({ LOG_LEVEL: 'warn' }), { stream: { write: (line) => void logs.push(line) } });
});
afterAll(() => app.close());

const relay = (name: string) => `/wps/relay/${name}`;
const get = (token: string, name: string, query = '') =>
  app.inject({ method: 'GET', url: `${relay(name)}${query}`, headers: { Authorization: token } });
const post = (token: string, name: string, payload: unknown) =>
  app.inject({ method: 'POST', url: relay(name), headers: { Authorization: token }, payload: payload as object });

async function member() {
  const m = await createMember(app);
  return login(app, m.username, m.password);
}

async function gcash(token: string) {
  const res = await get(token, 'MCSFE_getDepositSettings');
  const channel = (res.json().value.channels as { channelId: number; name: string }[]).find((c) => c.name === 'GCash');
  return channel!.channelId;
}

async function order(token: string, amount = 50_000, key = uniqueName('k').replace(/[^A-Za-z0-9_-]/g, '')) {
  const res = await post(token, 'MCSFE_createDepositOrder', { channelId: await gcash(token), amount, idempotencyKey: key });
  return { res, value: res.json().value as { orderId: string; checkoutUrl: string; status: string } };
}

const checkout = (url: string, action: 'pay' | 'cancel') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });

function callback(body: Record<string, unknown>, secret: string | null) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { 'content-type': 'application/json', ...(secret !== null && { 'x-portico-signature': signatureOf(raw, secret) }) },
    payload: raw,
  });
}

describe('deposits through the sandbox channel', () => {
  it("lists the demo merchant's channels in its currency, for members only", async () => {
    const res = await get(await member(), 'MCSFE_getDepositSettings');
    expect(res.json().value).toMatchObject({
      currency: 'PHP',
      channels: [
        { name: 'GCash', currency: 'PHP', minAmount: 10_000, maxAmount: 5_000_000, quickAmounts: [10_000, 50_000, 100_000, 500_000] },
        { name: 'Bank transfer', currency: 'PHP' },
      ],
    });
    expect((await app.inject({ method: 'GET', url: relay('MCSFE_getDepositSettings') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: relay('MCSFE_createDepositOrder'), payload: {} })).statusCode).toBe(401);
  });

  it('makes one pending order per client key, and refuses amounts outside the channel', async () => {
    const token = await member();
    const first = await order(token, 50_000, 'retry-key-0001');
    expect(first.value).toMatchObject({ status: 'pending', amount: 50_000, currency: 'PHP', firstDeposit: false });
    expect(first.value.checkoutUrl).toBe(`/sandbox-pay/checkout/${first.value.orderId}`);
    const again = await order(token, 50_000, 'retry-key-0001');
    expect(again.value.orderId).toBe(first.value.orderId);
    expect((await order(token, 60_000, 'retry-key-0001')).res.json().errorCode).toBe('wallet.idempotency_conflict');
    const raced = await Promise.all(Array.from({ length: 5 }, () => order(token, 20_000, 'retry-key-race')));
    expect(new Set(raced.map((r) => r.value.orderId)).size).toBe(1);
    expect((await order(token, 9_999)).res.json().errorCode).toBe('wallet.amount_out_of_range');
    expect((await order(token, 5_000_001)).res.json().errorCode).toBe('wallet.amount_out_of_range');
    const bad = await post(token, 'MCSFE_createDepositOrder', { channelId: await gcash(token), amount: 100.5, idempotencyKey: 'retry-key-0002' });
    expect(bad.json().errorCode).toBe('request.invalid');
    const unknown = await post(token, 'MCSFE_createDepositOrder', { channelId: 999_999, amount: 50_000, idempotencyKey: 'retry-key-0003' });
    expect(unknown.json().errorCode).toBe('wallet.channel_unknown');
  });

  it('pays through the checkout: the balance and the deposit count move once, and the browser goes back to the voucher center', async () => {
    const token = await member();
    const { value } = await order(token);
    const pageRes = await app.inject({ method: 'GET', url: value.checkoutUrl });
    expect(pageRes.body).toContain('Portico Demo');
    expect(pageRes.body).toContain('₱500.00');
    const paid = await checkout(value.checkoutUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/m/voucherCenter?order=${value.orderId}`);
    await checkout(value.checkoutUrl, 'pay');
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value).toEqual({ currency: 'PHP', balance: 50_000, held: 0 });
    const read = (await get(token, 'MCSFE_getDepositOrder', `?orderId=${value.orderId}`)).json().value;
    expect(read).toMatchObject({ status: 'paid', firstDeposit: true });
    const second = await order(token, 10_000);
    await checkout(second.value.checkoutUrl, 'pay');
    expect((await get(token, 'MCSFE_getDepositOrder', `?orderId=${second.value.orderId}`)).json().value).toMatchObject({ status: 'paid', firstDeposit: false });
    expect((await get(token, 'MCSFE_getDepositWithdrawStatistics')).json().value).toMatchObject({ totalDepositSuccessCount: 2, totalWithdrawSuccessCount: 0 });
  });

  it('cancelling leaves nothing credited; an unpaid order expires; another member cannot read it', async () => {
    const token = await member();
    const cancelled = await order(token);
    await checkout(cancelled.value.checkoutUrl, 'cancel');
    expect((await get(token, 'MCSFE_getDepositOrder', `?orderId=${cancelled.value.orderId}`)).json().value.status).toBe('failed');
    const left = await order(token);
    await app.db.update(depositOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(depositOrders.id, left.value.orderId));
    expect((await get(token, 'MCSFE_getDepositOrder', `?orderId=${left.value.orderId}`)).json().value.status).toBe('expired');
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value.balance).toBe(0);
    expect((await get(token, 'MCSFE_getDepositWithdrawStatistics')).json().value.totalDepositSuccessCount).toBe(0);
    const other = await get(await member(), 'MCSFE_getDepositOrder', `?orderId=${left.value.orderId}`);
    expect(other.json().errorCode).toBe('wallet.order_not_found');
  });

  it('refuses an unsigned, wrongly signed, replayed or mismatched callback, and logs it', async () => {
    const token = await member();
    const { value } = await order(token);
    const secret = app.payments!.secretFor('DEMO');
    const body = { notificationId: uniqueName('n'), orderId: value.orderId, merchantCode: 'DEMO', amount: 50_000, currency: 'PHP', status: 'paid' };
    expect((await callback(body, null)).json().errorCode).toBe('payment.signature_invalid');
    expect((await callback(body, 'not-the-secret')).json().errorCode).toBe('payment.signature_invalid');
    expect((await callback(body, app.payments!.secretFor('BRL'))).json().errorCode).toBe('payment.signature_invalid');
    expect((await callback({ ...body, amount: 999_999 }, secret)).json().errorCode).toBe('payment.mismatch');
    expect((await callback({ ...body, currency: 'BRL' }, secret)).json().errorCode).toBe('payment.mismatch');
    expect((await callback({ ...body, orderId: 'no-such-order' }, secret)).json().errorCode).toBe('payment.mismatch');
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value.balance).toBe(0);
    const ok = await callback(body, secret);
    expect(ok.json()).toEqual({ success: true, value: { orderId: value.orderId, status: 'paid' } });
    const replay = await callback(body, secret);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe('payment.replayed');
    // A second, distinct notification of the same payment settles nothing more.
    expect((await callback({ ...body, notificationId: uniqueName('n') }, secret)).json().success).toBe(true);
    expect((await get(token, 'MCSFE_getWalletBalance')).json().value.balance).toBe(50_000);
    const refusals = logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'payment callback refused' && l.orderId === value.orderId);
    expect(refusals.map((l) => l.reason)).toEqual(['unsigned', 'wrong signature', 'wrong signature', 'payment.mismatch', 'payment.mismatch', 'payment.replayed']);
    expect(logs.join('\n')).not.toContain(secret);
  });
});

describe('without a payment provider (no DEV_ROUTES: production until a real provider is configured)', () => {
  it('refuses to make an order nobody could pay, and has no sandbox page or callback', async () => {
    const bare = await buildApp(testConfig({ DEV_ROUTES: 'false', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }) }));
    try {
      const m = await createMember(bare);
      const token = await login(bare, m.username, m.password);
      const settings = await bare.inject({ method: 'GET', url: '/wps/relay/MCSFE_getDepositSettings', headers: { Authorization: token } });
      const channelId = settings.json().value.channels[0].channelId as number;
      const res = await bare.inject({ method: 'POST', url: '/wps/relay/MCSFE_createDepositOrder', headers: { Authorization: token }, payload: { channelId, amount: 50_000, idempotencyKey: 'no-provider-1' } });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'payment.unavailable' });
      const page = await bare.inject({ method: 'GET', url: '/sandbox-pay/checkout/any' });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Sandbox payment');
      expect((await bare.inject({ method: 'POST', url: CALLBACK_PATH, payload: {} })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
