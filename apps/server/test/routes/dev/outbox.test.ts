import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';
import { uniqueMobile } from '../../helpers/sms.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.close());

describe('development outbox', () => {
  it('lists the messages to a number, newest first, with the code parsed out', async () => {
    const a = uniqueMobile();
    const b = uniqueMobile();
    await app.sms.send({ merchantCode: 'DEMO', to: a.to, body: 'Demo: your verification code is 111111. It expires in 5 minutes.' });
    await app.sms.send({ merchantCode: 'DEMO', to: b.to, body: 'Demo: your verification code is 333333. It expires in 5 minutes.' });
    await app.sms.send({ merchantCode: 'DEMO', to: a.to, body: 'Demo: your verification code is 222222. It expires in 5 minutes.' });

    const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(a.to)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { messages } = res.json() as { messages: { to: string; body: string; code: string; createdAt: string }[] };
    expect(messages.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(messages.every((m) => m.to === a.to)).toBe(true);
    expect(Number.isNaN(Date.parse(messages[0]!.createdAt))).toBe(false);

    // An unescaped plus arrives as a space; it still means the same number.
    const loose = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${a.to}` });
    expect(loose.json().messages).toHaveLength(2);

    const all = (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json().messages as { to: string }[];
    expect(all.map((m) => m.to)).toEqual(expect.arrayContaining([a.to, b.to]));
  });

  it('serves an accessible page with every message escaped', async () => {
    const { to } = uniqueMobile();
    await app.sms.send({ merchantCode: 'DEMO', to, body: '<script>alert("x")</script> & code 654321' });
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toMatch(/<title>[^<]*outbox[^<]*<\/title>/i);
    expect(html).toContain('<th scope="col">Message</th>');
    expect(html).toContain('<label for="to">');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; code 654321');
    expect(html).toContain(`Messages to ${to}`);

    const none = await app.inject({ method: 'GET', url: '/dev/outbox?to=%2B630000000000' });
    expect(none.body).toContain('No messages to +630000000000.');
  });
});

describe('development outbox in production', () => {
  it('does not exist', async () => {
    const prod = await buildTestApp({
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      SMS_ADAPTER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_SECRET: 'production-test-secret',
      // Production also refuses the local identity provider: this merchant uses Firebase.
      MERCHANTS_DIR: tempMerchantsDir({
        'demo.json': {
          ...demoMerchant(),
          identity: {
            kind: 'firebase',
            channels: ['google'],
            phoneSignIn: false,
            firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: 'a', messagingSenderId: '1' },
          },
        },
      }),
    });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=%2B639171234567']) {
        const res = await prod.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('verification code');
      }
    } finally {
      await prod.close();
    }
  });
});
