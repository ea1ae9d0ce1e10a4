import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';
import { createMember, login } from '../../helpers/members.ts';
import { uniqueIp } from '../../helpers/sms.ts';

const TOKEN = 'test-admin-token-channels-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
// A merchant of its own, without seeded channels: on PostgreSQL the test files share one database.
const CODE = `CH_${process.pid}_${Date.now().toString(36).toUpperCase()}`;

let app: FastifyInstance;
beforeAll(async () => {
  const merchant = { ...demoMerchant(), merchantCode: CODE, domains: [`${CODE.toLowerCase().replace(/_/g, '-')}.example.com`] };
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, SEED_DEMO: 'false', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'c.json': merchant }) });
});
afterAll(() => app.close());

// Its own address: /admin is rate-limited per IP, and on PostgreSQL the test files share the counters.
const OPERATOR_IP = uniqueIp();
const add = (item: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/admin/content/deposit-channels', remoteAddress: OPERATOR_IP, headers: auth, payload: { merchantCode: CODE, item } });

describe('deposit channels as operator content', () => {
  it('refuses a range or quick amount that cannot work, naming the field', async () => {
    const res = await add({ name: 'GCash', currency: 'PHP', minAmount: 50_000, maxAmount: 10_000, quickAmounts: [5_000] });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['maxAmount', 'quickAmounts']);
    expect((await add({ name: 'GCash', currency: 'peso', minAmount: 1.5, maxAmount: 10 })).json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['currency', 'minAmount']);
  });

  it("serves what the operator added to the merchant's members, in the merchant's currency only", async () => {
    await add({ name: 'Maya', currency: 'PHP', minAmount: 20_000, maxAmount: 1_000_000, quickAmounts: [20_000, 100_000], sortOrder: 1 });
    await add({ name: 'GCash', currency: 'PHP', minAmount: 10_000, maxAmount: 500_000, sortOrder: 0 });
    await add({ name: 'Pix', currency: 'BRL', minAmount: 1_000, maxAmount: 500_000 });
    const m = await createMember(app, { merchantCode: CODE });
    const res = await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getDepositSettings', headers: { Authorization: await login(app, m.username, m.password, CODE), Merchant: CODE } });
    expect(res.json().value).toMatchObject({
      currency: 'PHP',
      channels: [
        { name: 'GCash', minAmount: 10_000, maxAmount: 500_000, quickAmounts: [] },
        { name: 'Maya', minAmount: 20_000, maxAmount: 1_000_000, quickAmounts: [20_000, 100_000] },
      ],
    });
    expect(res.json().value.channels).toHaveLength(2);
  });
});
