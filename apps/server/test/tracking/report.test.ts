import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../src/db/schema-tracking.ts';
import { buildTrackingApp, event, PIXELED_HOST, report, uniqueCode } from './setup.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTrackingApp();
});
afterAll(() => app.close());

const rowsOf = (eventId: string) => app.db.select().from(trackingEvents).where(eq(trackingEvents.eventId, eventId));
const money = { customerId: 7, customerName: 'ana', currency: 'PHP', amount: 100, value: 100, revenue: 100 };

describe('POST /wps/tracking/report', () => {
  it('stores a batch sent as JSON and the same shape sent form-encoded by sendBeacon', async () => {
    const code = uniqueCode();
    const a = event('visit', code);
    const b = event('register', code, { customerId: 41, customerName: 'neo' });
    const json = await report(app, [a]);
    expect(json.json()).toEqual({ success: true, value: { stored: 1, duplicates: 0 } });
    const beacon = await report(app, [b], { form: true });
    expect(beacon.json().value).toEqual({ stored: 1, duplicates: 0 });
    const [row] = await rowsOf(b.event_id);
    expect(row).toMatchObject({ name: 'register', merchantCode: 'DEMO', customerId: 41, affiliateCode: code, utmSource: `${code}_src`, page: '/m/register' });
  });

  it('refuses an unknown name and stores nothing of its batch', async () => {
    const good = event('visit', uniqueCode());
    const res = await report(app, [good, event('purchaseMade', 'X1')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'tracking.event_unknown', fieldErrors: [{ field: 'events.1.name' }] });
    expect(await rowsOf(good.event_id)).toHaveLength(0);
  });

  it('refuses a bad payload field by field: a money event without its currency, a lower-case currency, a made-up field', async () => {
    const noCurrency = await report(app, [event('firstDeposit', 'X1', { customerId: 3, amount: 1, value: 1 })]);
    expect(noCurrency.json()).toMatchObject({ errorCode: 'tracking.event_invalid', fieldErrors: [{ field: 'events.0.payload.currency' }] });
    const lower = await report(app, [event('deposit', 'X1', { ...money, currency: 'php' })]);
    expect(lower.json().fieldErrors[0].field).toBe('events.0.payload.currency');
    const extra = await report(app, [event('visit', 'X1', { password: 'x' })]);
    expect(extra.json().errorCode).toBe('tracking.event_invalid');
    const notJson = await app.inject({ method: 'POST', url: '/wps/tracking/report', payload: { events: '[{', session: randomUUID() } });
    expect(notJson.json()).toMatchObject({ errorCode: 'tracking.event_invalid', fieldErrors: [{ field: 'events' }] });
    const badId = await report(app, [event('visit', 'X1', {}, { event_id: 'not-a-uuid' })]);
    expect(badId.json().fieldErrors[0].field).toBe('events.0.event_id');
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

  it('limits reports per tracking session (TOO_MANY_REQUEST_EVENTS with Retry-After), other sessions unaffected', async () => {
    const session = randomUUID();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await report(app, [event('visit', 'X2')], { session, host: PIXELED_HOST, ip: '203.0.113.90' }));
    expect(results.slice(0, 5).every((r) => r.json().success === true)).toBe(true);
    expect(results[5]!.statusCode).toBe(429);
    expect(results[5]!.json().errorCode).toBe('TOO_MANY_REQUEST_EVENTS');
    expect(Number(results[5]!.headers['retry-after'])).toBeGreaterThan(0);
    const other = await report(app, [event('visit', 'X2')], { host: PIXELED_HOST, ip: '203.0.113.90' });
    expect(other.json().success).toBe(true);
  });
});
