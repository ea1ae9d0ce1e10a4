import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../../src/db/schema.ts';
import type { Merchant } from '../../../src/merchants/schema.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { startGateway } from '../../helpers/gateway.ts';
import { uniqueIp, uniqueMobile } from '../../helpers/sms.ts';

describe('sms port with the outbox adapter (the default outside production)', () => {
  it('stores the message in sms_outbox', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'false' });
    try {
      expect(app.sms.kind).toBe('outbox');
      const { to } = uniqueMobile();
      const { id } = await app.sms.send({ merchantCode: 'DEMO', to, body: 'hello' });
      const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
      expect(res.json().messages).toEqual([{ to, body: 'hello', code: null, createdAt: expect.any(String) }]);
      expect(Number(id)).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('sms codes through the webhook adapter and a real gateway', () => {
  let app: FastifyInstance;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let demo: Merchant;

  beforeAll(async () => {
    gateway = await startGateway();
    app = await buildTestApp({
      SEED_DEMO: 'false',
      SMS_ADAPTER: 'webhook',
      SMS_WEBHOOK_URL: gateway.url,
      SMS_WEBHOOK_SECRET: 'a-long-enough-test-secret',
    });
    demo = app.merchants.all.get('DEMO')!;
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  const rowsFor = (phone: string) =>
    app.db.select().from(smsCodes).where(and(eq(smsCodes.merchantCode, 'DEMO'), eq(smsCodes.phone, phone)));

  it('delivers the code to the gateway; a failed send stores no code and keeps the earlier one valid', async () => {
    expect(app.sms.kind).toBe('webhook');
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    gateway.state.respond = (res) => res.writeHead(200).end();
    await app.smsCodes.send({ merchant: demo, ...mobile, purpose: 'noLogin', ip });
    const delivered = gateway.received.at(-1)!;
    expect(delivered.json.to).toBe(mobile.to);
    const firstCode = codeIn(delivered.json.body);
    expect(firstCode).toMatch(/^\d{6}$/);
    expect(await rowsFor(mobile.phone)).toHaveLength(1);

    // The gateway fails: the member is told, nothing is stored, and the resend wait is lifted.
    await app.rateLimits.reset(`sms:resend:DEMO:${mobile.phone}`);
    gateway.state.respond = (res) => res.writeHead(500).end();
    await expect(app.smsCodes.send({ merchant: demo, ...mobile, purpose: 'noLogin', ip })).rejects.toMatchObject({
      errorCode: 'sms.unavailable',
    });
    expect(await rowsFor(mobile.phone)).toHaveLength(1);

    gateway.state.respond = (res) => res.writeHead(200).end();
    const retried = await app.smsCodes.send({ merchant: demo, ...mobile, purpose: 'noLogin', ip });
    expect(retried.expirationTime).toBe(60);
    const secondCode = codeIn(gateway.received.at(-1)!.json.body);
    await app.smsCodes.verify({ merchant: demo, phone: mobile.phone, purpose: 'noLogin', code: secondCode });
  });

  it('keeps the earlier code valid when the newer message fails', async () => {
    const mobile = uniqueMobile();
    gateway.state.respond = (res) => res.writeHead(200).end();
    const first = await app.smsCodes.send({ merchant: demo, ...mobile, purpose: 'noLogin', ip: uniqueIp() });
    const firstCode = codeIn(gateway.received.at(-1)!.json.body);
    await app.rateLimits.reset(`sms:resend:DEMO:${mobile.phone}`);
    gateway.state.respond = (res) => res.writeHead(502).end();
    await expect(app.smsCodes.send({ merchant: demo, ...mobile, purpose: 'noLogin', ip: uniqueIp() })).rejects.toMatchObject({
      errorCode: 'sms.unavailable',
    });
    await app.smsCodes.verify({ merchant: demo, phone: mobile.phone, purpose: 'noLogin', code: firstCode, id: first.id });
  });
});
