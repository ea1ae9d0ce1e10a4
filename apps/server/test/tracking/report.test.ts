import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../src/db/schema-tracking.ts';
import { createMember, login } from '../helpers/members.ts';
import { buildTrackingApp, event, PIXELED_HOST, report, uniqueCode } from './setup.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTrackingApp();
});
afterAll(() => app.close());

const rowsOf = (eventId: string) => app.db.select().from(trackingEvents).where(eq(trackingEvents.eventId, eventId));

describe('POST /wps/tracking/report', () => {
  it('stores a batch sent as JSON and the same shape sent form-encoded by sendBeacon', async () => {
    const code = uniqueCode();
    const a = event('visit', code);
    const b = event('registerSubmit', code);
    const json = await report(app, [a]);
    expect(json.json()).toEqual({ success: true, value: { stored: 1, duplicates: 0 } });
    const beacon = await report(app, [b], { form: true });
    expect(beacon.json().value).toEqual({ stored: 1, duplicates: 0 });
    const [row] = await rowsOf(b.event_id);
    expect(row).toMatchObject({ name: 'registerSubmit', source: 'browser', merchantCode: 'DEMO', customerId: null, affiliateCode: code, utmSource: `${code}_src`, page: '/m/register' });
  });

  it('refuses an unknown name and stores nothing of its batch', async () => {
    const good = event('visit', uniqueCode());
    const res = await report(app, [good, event('purchaseMade', 'X1')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'tracking.event_unknown', fieldErrors: [{ field: 'events.1.name' }] });
    expect(await rowsOf(good.event_id)).toHaveLength(0);
  });

  it('refuses a bad event field by field: a made-up field, not JSON, a bad id, a time no date holds', async () => {
    const extra = await report(app, [event('visit', 'X1', { password: 'x' })]);
    expect(extra.json().errorCode).toBe('tracking.event_invalid');
    const notJson = await app.inject({ method: 'POST', url: '/wps/tracking/report', payload: { events: '[{', session: randomUUID() } });
    expect(notJson.json()).toMatchObject({ errorCode: 'tracking.event_invalid', fieldErrors: [{ field: 'events' }] });
    const badId = await report(app, [event('visit', 'X1', {}, { event_id: 'not-a-uuid' })]);
    expect(badId.json().fieldErrors[0].field).toBe('events.0.event_id');
    const farTime = await report(app, [event('visit', 'X1', {}, { time: 8.64e15 })]);
    expect(farTime.statusCode).toBe(400);
    expect(farTime.json().fieldErrors[0].field).toBe('events.0.time');
  });

  it('refuses what only the platform may say (decision 059): a member, money, a registration or a deposit', async () => {
    const forged = [
      event('login', 'X1', { customerId: 7 }),
      event('viewContent', 'X1', { value: 1e12 }),
      event('register', 'X1'),
      event('firstDeposit', 'X1'),
      event('withdraw', 'X1'),
    ];
    for (const e of forged) {
      const res = await report(app, [e]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('tracking.event_invalid');
      expect(await rowsOf(e.event_id)).toHaveLength(0);
    }
    expect((await report(app, [event('register', 'X1')])).json().fieldErrors).toEqual([{ field: 'events.0.name', message: 'register is emitted by the platform itself' }]);
  });

  it('takes the member from the sign-in session, never from the report', async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    const e = event('login', uniqueCode());
    const res = await app.inject({ method: 'POST', url: '/wps/tracking/report', headers: { authorization: token }, payload: { events: JSON.stringify([e]), session: randomUUID() } });
    expect(res.json().value.stored).toBe(1);
    expect((await rowsOf(e.event_id))[0]).toMatchObject({ customerId: m.id, source: 'browser' });
  });

  it('stores a replayed event_id once, also when both copies arrive at the same moment', async () => {
    const e = event('registerSubmit', uniqueCode());
    const first = await report(app, [e]);
    const again = await report(app, [e]);
    expect([first.json().value, again.json().value]).toEqual([{ stored: 1, duplicates: 0 }, { stored: 0, duplicates: 1 }]);
    const c = event('registerSubmit', uniqueCode());
    const together = await Promise.all([report(app, [c]), report(app, [c], { form: true }), report(app, [c])]);
    expect(together.map((r) => r.json().value.stored).sort()).toEqual([0, 0, 1]);
    expect(await rowsOf(c.event_id)).toHaveLength(1);
  });
});

describe('the per-address limits (decision 059: nothing the client picks is a key)', () => {
  const stored = async (ip: string) =>
    (await app.db.select({ id: trackingEvents.id }).from(trackingEvents).where(eq(trackingEvents.affiliateCode, ip.replace(/\./g, '_')))).length;

  it('one address stores no more than its events limit, whatever tab session or merchant each report names', async () => {
    const ip = '203.0.113.91';
    const code = ip.replace(/\./g, '_');
    const results = [];
    // 8 events a minute per address on the pixeled merchant: three reports of three, each from a new tab session.
    for (let i = 0; i < 3; i++) results.push(await report(app, [event('visit', code), event('visit', code), event('visit', code)], { host: PIXELED_HOST, ip }));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(results[2]!.json().errorCode).toBe('TOO_MANY_REQUEST_EVENTS');
    expect(Number(results[2]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(ip)).toBe(6);
    const other = await report(app, [event('visit', 'X2')], { host: PIXELED_HOST, ip: '203.0.113.92' });
    expect(other.json().success).toBe(true);
  });

  it('counts reports per address too: five a minute on the pixeled merchant, by rotating sessions or not', async () => {
    const ip = '203.0.113.93';
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await report(app, [event('visit', 'X3')], { host: PIXELED_HOST, ip }));
    expect(results.slice(0, 5).every((r) => r.json().success === true)).toBe(true);
    expect(results[5]!.statusCode).toBe(429);
  });
});
