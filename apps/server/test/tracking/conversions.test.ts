import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameRegisterEndpoint } from '@portico/contract/register';
import { conversionEventId, type PlatformConversion } from '@portico/contract/tracking-ids';
import { conversionOutbox, trackingEvents } from '../../src/db/schema-tracking.ts';
import { solvedCaptcha } from '../helpers/captcha.ts';
import { postSealed } from '../helpers/sign-in.ts';
import { freshUsername } from '../helpers/registration.ts';
import { ADMIN, buildTrackingApp, event, PIXELED, PIXELED_HOST, report, uniqueCode } from './setup.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTrackingApp();
});
afterAll(() => app.close());

/** The id the web app's tracker gives the same conversion (its own SHA-256, the same contract function). */
const browserId = (name: PlatformConversion, customerId: number, key: string) =>
  conversionEventId((b) => new Uint8Array(createHash('sha256').update(b).digest()), name, customerId, key);
const sent = (eventIds: string[]) => app.db.select().from(conversionOutbox).where(inArray(conversionOutbox.eventId, eventIds));
const outboxSize = async () => (await app.db.select({ id: conversionOutbox.id }).from(conversionOutbox)).length;

const COOKIES = '_fbc=fb.1.1700000000000.IwAR0abc; _fbp=fb.1.1700000000000.42; ttclid=E.C.P.xyz; utm_source=spring';

async function register(code: string) {
  const res = await postSealed(
    app,
    usernameRegisterEndpoint.path,
    {
      registerMethod: 'H5',
      domain: PIXELED_HOST,
      username: freshUsername('Conv'),
      password: 'Secret2026',
      login: true,
      affiliateCode: code,
      captcha: await solvedCaptcha(app, PIXELED, { ip: '198.51.100.44', form: 'registration' }),
    },
    { merchant: PIXELED, ip: '198.51.100.44', headers: { cookie: COOKIES, 'user-agent': 'Mozilla/5.0 conv-test' } },
  );
  if (!res.json().success) throw new Error(res.body);
  const value = res.json().value as { customerId: number; token: string };
  return value;
}

const relay = (token: string, name: string, payload?: object) =>
  app.inject({ method: payload ? 'POST' : 'GET', url: `/wps/relay/${name}`, headers: { Authorization: token, Merchant: PIXELED, cookie: COOKIES }, ...(payload && { payload }) });

async function deposit(token: string, key: string) {
  const settings = await relay(token, 'MCSFE_getDepositSettings');
  const channelId = (settings.json().value.channels as { channelId: number }[])[0]!.channelId;
  const order = (await relay(token, 'MCSFE_createDepositOrder', { channelId, amount: 50_000, idempotencyKey: key })).json().value as { orderId: string; checkoutUrl: string };
  return order;
}
const pay = (url: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });

describe('conversions the platform vouches for (decision 059)', () => {
  it('a forged report forwards 0 conversions and stores nothing a funnel counts', async () => {
    const before = await outboxSize();
    const forged = [
      event('register', 'FORGE', {}),
      event('firstDeposit', 'FORGE', {}),
      event('viewContent', 'FORGE', { customerId: 1, value: 1e12, currency: 'PHP' }),
      event('registerSubmit', 'FORGE', {}, { page: '/m/../../evil' }),
    ];
    for (const e of forged) await report(app, [e], { host: PIXELED_HOST });
    expect(await outboxSize()).toBe(before);
    const stored = await app.db.select().from(trackingEvents).where(inArray(trackingEvents.eventId, forged.map((e) => e.event_id)));
    expect(stored.map((r) => r.name)).toEqual(['registerSubmit']);
  });

  it('the real registration forwards exactly one register per network, with the id the browser uses and the merchant origin', async () => {
    const code = uniqueCode();
    const { customerId } = await register(code);
    const id = browserId('register', customerId, '');
    const rows = await sent([id]);
    expect(rows.map((r) => r.network).sort()).toEqual(['meta', 'tiktok']);
    const meta = rows.find((r) => r.network === 'meta')!.body as Record<string, Record<string, unknown>>;
    expect(meta).toMatchObject({ event_name: 'CompleteRegistration', event_id: id, event_source_url: `https://${PIXELED_HOST}/m/register` });
    expect(meta.user_data).toMatchObject({ client_ip_address: '198.51.100.44', client_user_agent: 'Mozilla/5.0 conv-test', fbc: 'fb.1.1700000000000.IwAR0abc', fbp: 'fb.1.1700000000000.42' });
    const [row] = await app.db.select().from(trackingEvents).where(eq(trackingEvents.eventId, id));
    expect(row).toMatchObject({ source: 'platform', name: 'register', customerId, affiliateCode: code, utmSource: 'spring' });
  });

  it('the first deposit forwards one depositSubmit and one firstDeposit per network, never again on a replay; the next is a redeposit', async () => {
    const { customerId, token } = await register(uniqueCode());
    const first = await deposit(token, 'conv-first-0001');
    expect((await pay(first.checkoutUrl)).statusCode).toBeLessThan(400);
    await pay(first.checkoutUrl);
    const submitId = browserId('depositSubmit', customerId, 'conv-first-0001');
    const firstId = browserId('firstDeposit', customerId, first.orderId);
    const rows = await sent([submitId, firstId, browserId('firstDepositArrival', customerId, first.orderId)]);
    expect(rows.map((r) => `${r.eventName}/${r.network}`).sort()).toEqual([
      'depositSubmit/meta',
      'depositSubmit/tiktok',
      'firstDeposit/meta',
      'firstDeposit/tiktok',
      'firstDepositArrival/meta',
      'firstDepositArrival/tiktok',
    ]);
    const purchase = rows.find((r) => r.eventId === firstId && r.network === 'meta')!.body as Record<string, Record<string, unknown>>;
    // The value is the order's (500.00 PHP), and the browser facts are the order's submit's, though the callback had none.
    expect(purchase).toMatchObject({ event_name: 'Purchase', custom_data: { currency: 'PHP', value: 500 }, user_data: { client_ip_address: expect.any(String), fbc: 'fb.1.1700000000000.IwAR0abc' } });

    const second = await deposit(token, 'conv-second-001');
    await pay(second.checkoutUrl);
    expect((await sent([browserId('firstDeposit', customerId, second.orderId)])).length).toBe(0);
    expect((await sent([browserId('redeposit', customerId, second.orderId)])).length).toBe(2);
  });

  it('the funnel counts the platform steps from the platform only and names the browser-reported ones', async () => {
    const code = uniqueCode();
    const { token } = await register(code);
    // The same browser: its reports carry the tags its cookies hold.
    const sameBrowser = { attribution: { affiliateCode: code, utm_source: 'spring' } };
    await report(app, [event('visit', code, {}, sameBrowser), event('registerSubmit', code, {}, sameBrowser)], { host: PIXELED_HOST, ip: '198.51.100.45' });
    const order = await deposit(token, 'conv-funnel-001');
    await pay(order.checkoutUrl);
    const res = await app.inject({ method: 'GET', url: `/admin/tracking/funnel?merchantCode=${PIXELED}&affiliateCode=${code}`, headers: { authorization: `Bearer ${ADMIN}` } });
    const value = res.json().value;
    expect(value.browserReported).toEqual(['visit', 'registerSubmit']);
    expect(value.funnel).toMatchObject([{ affiliateCode: code, visit: 1, registerSubmit: 1, register: 1, depositSubmit: 1, firstDeposit: 1 }]);
  });
});
