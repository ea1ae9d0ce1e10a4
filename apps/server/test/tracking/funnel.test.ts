import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformConversion } from '@portico/contract/tracking-ids';
import { trackingEvents } from '../../src/db/schema-tracking.ts';
import { emitConversions, noFacts } from '../../src/tracking/conversions.ts';
import { ADMIN, buildTrackingApp, event, report, uniqueCode } from './setup.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTrackingApp();
});
afterAll(() => app.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${ADMIN}` }, remoteAddress: '192.0.2.61' });

/** What the platform emits from its records for a member of this affiliate code (decision 059). */
async function platformEvents(code: string, list: [PlatformConversion, string][]) {
  const merchant = app.merchants.all.get('DEMO')!;
  const facts = { ...noFacts(merchant, '/m/register'), attribution: { affiliateCode: code, utm_source: `${code}_src` } };
  const money = { currency: 'PHP', minor: 20_000 };
  await emitConversions(app, merchant, list.map(([name, key]) => ({ name, customerId: 5, key: `${code}:${key}`, money, facts })), app.log);
}

describe('the funnel report', () => {
  it('counts a scripted sequence by affiliate code and utm_source, and the install steps per trigger', async () => {
    const code = uniqueCode();
    const session = randomUUID();
    // Three visitors; two submit the form, one registers and deposits twice (first, then again).
    await report(app, [event('visit', code), event('visit', code), event('visit', code)], { session });
    await report(app, [event('registerSubmit', code), event('registerSubmit', code)], { session });
    await platformEvents(code, [['register', ''], ['depositSubmit', 'k1'], ['firstDeposit', 'o1'], ['depositSubmit', 'k2']]);
    // A browser's word for a registration (stored before decision 059, or written by hand) is not counted.
    await app.db.insert(trackingEvents).values({ ...event('register', code), eventId: randomUUID(), merchantCode: 'DEMO', sessionId: session, affiliateCode: code, utmSource: `${code}_src`, attribution: {}, occurredAt: new Date() });
    const step = (s: string, trigger: string) => event('installStep', code, { step: s, trigger, look: 'sheet' });
    await report(app, [step('shown', 'home'), step('shown', 'home'), step('dismissed', 'home'), step('shown', 'deposit'), step('accepted', 'deposit'), step('installed', 'deposit'), step('first-launch', 'deposit')], { session });
    // Someone else's traffic on the same day does not show under this code.
    await report(app, [event('visit', uniqueCode())]);

    const res = await admin('GET', `/admin/tracking/funnel?merchantCode=demo&affiliateCode=${code}`);
    expect(res.statusCode).toBe(200);
    const { funnel, install, browserReported } = res.json().value;
    expect(browserReported).toEqual(['visit', 'registerSubmit']);
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
