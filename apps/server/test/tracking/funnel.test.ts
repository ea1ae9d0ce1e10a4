import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTrackingApp, event, report, uniqueCode } from './setup.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTrackingApp();
});
afterAll(() => app.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${ADMIN}` }, remoteAddress: '192.0.2.61' });
const money = (customerId: number) => ({ customerId, currency: 'PHP', amount: 200, value: 200, revenue: 200 });

describe('the funnel report', () => {
  it('counts a scripted sequence by affiliate code and utm_source, and the install steps per trigger', async () => {
    const code = uniqueCode();
    const session = randomUUID();
    // Three visitors; two submit the form, one registers and deposits twice (first, then again).
    await report(app, [event('visit', code), event('visit', code), event('visit', code)], { session });
    await report(app, [event('registerSubmit', code), event('registerSubmit', code), event('register', code, { customerId: 5 })], { session });
    await report(app, [event('depositSubmit', code, money(5)), event('firstDeposit', code, money(5)), event('depositSubmit', code, money(5))], { session });
    const step = (s: string, trigger: string) => event('installStep', code, { step: s, trigger, look: 'sheet' });
    await report(app, [step('shown', 'home'), step('shown', 'home'), step('dismissed', 'home'), step('shown', 'deposit'), step('accepted', 'deposit'), step('installed', 'deposit'), step('first-launch', 'deposit')], { session });
    // Someone else's traffic on the same day does not show under this code.
    await report(app, [event('visit', uniqueCode())]);

    const res = await admin('GET', `/admin/tracking/funnel?merchantCode=demo&affiliateCode=${code}`);
    expect(res.statusCode).toBe(200);
    const { funnel, install } = res.json().value;
    expect(funnel).toEqual([
      { day: new Date().toISOString().slice(0, 10), affiliateCode: code, affiliateKnown: false, utmSource: `${code}_src`, visit: 3, registerSubmit: 2, register: 1, depositSubmit: 2, firstDeposit: 1 },
    ]);
    expect(install).toEqual([
      { trigger: 'deposit', shown: 1, accepted: 1, dismissed: 0, installed: 1, firstLaunch: 1 },
      { trigger: 'home', shown: 2, accepted: 0, dismissed: 1, installed: 0, firstLaunch: 0 },
    ]);
  });

  it('marks a code of the affiliate book as known, and /wps/agent/affiliate answers for it', async () => {
    const code = uniqueCode();
    const added = await admin('POST', '/admin/content/affiliates', { merchantCode: 'DEMO', item: { code, agentName: 'Agent Rosa', referralCode: 'ROSA1' } });
    expect(added.json().success).toBe(true);
    const again = await admin('POST', '/admin/content/affiliates', { merchantCode: 'DEMO', item: { code, agentName: 'Someone else' } });
    expect(again.statusCode).toBe(400);
    await report(app, [event('visit', code)]);
    const { funnel } = (await admin('GET', `/admin/tracking/funnel?merchantCode=DEMO&affiliateCode=${code}`)).json().value;
    expect(funnel[0]).toMatchObject({ affiliateCode: code, affiliateKnown: true, visit: 1 });
    const known = await app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${code}` });
    expect(known.json().value).toEqual({ code, agentName: 'Agent Rosa', domain: null, referralCode: 'ROSA1' });
    const unknown = await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOBODY_HERE_1' });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'affiliate.unknown' });
  });

  it('refuses a wrong day and a range that ends before it starts, field by field; a wrong token', async () => {
    const bad = await admin('GET', '/admin/tracking/funnel?merchantCode=DEMO&from=2026-13-40');
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['from']);
    const backwards = await admin('GET', '/admin/tracking/funnel?merchantCode=DEMO&from=2026-02-02&to=2026-02-01');
    expect(backwards.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['to']);
    const anon = await app.inject({ method: 'GET', url: '/admin/tracking/funnel?merchantCode=DEMO' });
    expect(anon.statusCode).toBe(401);
  });
});
