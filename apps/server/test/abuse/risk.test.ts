import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationRisks } from '../../src/db/schema-abuse.ts';
import { payoutAccounts } from '../../src/db/schema-wallet.ts';
import { move } from '../../src/wallet/ledger.ts';
import { requestWithdrawal } from '../../src/wallet/withdrawals.ts';
import { buildAppWithMerchants, uniqueName } from '../helpers/app.ts';
import { freshUsername, regMerchant, registerByUsername } from '../helpers/registration.ts';
import { uniqueIp } from '../helpers/sms.ts';

/*
 * Decision 041: a registration's risk score from its signals, stored with it; at the merchant's
 * threshold the account is flagged, its withdrawal cannot be paid until an operator clears the flag.
 */

const RUN = Date.now().toString(36).toUpperCase();
const RISK = `RK_${RUN}`;
const TOKEN = 'risk-admin-token-0123456789abcdef';
const roomy = { max: 10_000, windowSeconds: 3600 };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAppWithMerchants(
    {
      'risk.json': regMerchant(RISK, {
        captcha: { enabled: false, registration: false, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
        security: { registration: { perIp: roomy, perSubnet: roomy }, network: { registrationHosting: roomy } },
      }),
    },
    { ADMIN_TOKEN: TOKEN },
  );
});
afterAll(() => app.close());

async function register(data: Record<string, unknown>, ip = uniqueIp()) {
  const res = await registerByUsername(app, { password: 'Secret2026', username: freshUsername('Rsk'), ...data }, { merchant: RISK, ip, captcha: false });
  const body = res.json<{ success: boolean; value: { id: number } }>();
  expect(body.success, res.body).toBe(true);
  const [risk] = await app.db.select().from(registrationRisks).where(eq(registrationRisks.memberId, body.value.id));
  return { memberId: body.value.id, risk: risk! };
}
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '192.0.2.7', ...(payload && { payload }) });
const digitalOcean = () => `5.101.${randomInt(96, 112)}.${randomInt(1, 255)}`;

describe('the risk score', () => {
  it('scores an ordinary registration 0 and leaves it unflagged', async () => {
    const { risk } = await register({ clientSignals: { webdriver: false, plugins: 5, languages: 2, headlessUa: false } });
    expect(risk).toMatchObject({ score: 0, signals: {}, flagged: false });
  });

  it('flags a browser that says it is driven by a script', async () => {
    const { risk } = await register({ clientSignals: { webdriver: true, plugins: 0, languages: 0 } });
    expect(risk).toMatchObject({ score: 65, signals: { webdriver: true, bareBrowser: true }, flagged: true });
  });

  it('adds up a hosting network and a reused device id', async () => {
    const loginDeviceId = `dev-${RUN}-${randomInt(1e9)}`;
    const first = await register({ loginDeviceId }, digitalOcean());
    expect(first.risk).toMatchObject({ score: 25, signals: { hostingNetwork: 'AS14061' }, flagged: false });
    const second = await register({ loginDeviceId }, digitalOcean());
    expect(second.risk).toMatchObject({ score: 50, signals: { hostingNetwork: 'AS14061', deviceReuse: 1 }, flagged: true });
  });

  it('notices a series of names made of one stem and digits, and many registrations on one affiliate code from one network', async () => {
    const stem = `ser${RUN.slice(-5).toLowerCase()}`;
    const net = `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
    let last = { score: 0, signals: {} as Record<string, unknown> };
    for (let i = 0; i < 6; i += 1) {
      ({ risk: last } = await register({ username: `${stem}${100 + i}`, affiliateCode: `aff${RUN}` }, `${net}.${i + 1}`));
    }
    expect(last.signals).toMatchObject({ usernameSeries: 5, affiliateCluster: 5 });
    expect(last.score).toBe(45);
  });
});

describe('a flagged account', () => {
  it('has its withdrawal listed as flagged and unpaid until an operator clears the flag', async () => {
    const { memberId } = await register({ clientSignals: { webdriver: true } });
    const [account] = await app.db
      .insert(payoutAccounts)
      .values({ merchantCode: RISK, memberId, kind: 'bankCard', bankCode: 'BDO', bankName: 'BDO Unibank', maskedNumber: '•••• 1234', fingerprint: uniqueName('fp'), holderName: 'Bot Cruz' })
      .returning();
    const key = uniqueName('dep');
    await move(app.db, { memberId, merchantCode: RISK, currency: 'PHP', kind: 'deposit_credited', amount: 50_000, idempotencyKey: key, reference: key });
    const withdrawal = await requestWithdrawal(app.db, { merchantCode: RISK, currency: 'PHP', memberId, accountId: account!.id, amount: 20_000, clientKey: uniqueName('w') });

    const pending = (await admin('GET', `/admin/wallet/withdrawals?merchantCode=${RISK}&status=pending`)).json().value as { withdrawalId: string; flagged: boolean }[];
    expect(pending.find((w) => w.withdrawalId === withdrawal.id)).toMatchObject({ flagged: true });
    expect((await admin('POST', `/admin/wallet/withdrawals/${withdrawal.id}/pay`, { merchantCode: RISK })).json()).toMatchObject({ success: false, errorCode: 'abuse.account_review' });

    const flagged = (await admin('GET', `/admin/abuse/flagged?merchantCode=${RISK}`)).json().value as { memberId: number; score: number }[];
    expect(flagged.find((f) => f.memberId === memberId)).toMatchObject({ score: 50 });
    expect((await admin('POST', `/admin/abuse/flagged/${memberId}/clear`, { merchantCode: RISK })).json()).toMatchObject({ success: true, value: { cleared: true } });
    expect((await admin('POST', `/admin/wallet/withdrawals/${withdrawal.id}/pay`, { merchantCode: RISK })).json()).toMatchObject({ success: true, value: { status: 'paid' } });
    expect((await admin('GET', `/admin/abuse/flagged?merchantCode=${RISK}`)).json().value.some((f: { memberId: number }) => f.memberId === memberId)).toBe(false);
  });
});
