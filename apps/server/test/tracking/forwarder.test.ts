import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSender } from '../../src/tracking/forwarder/meta.ts';
import type { Conversion } from '../../src/tracking/forwarder/port.ts';
import { tiktokSender } from '../../src/tracking/forwarder/tiktok.ts';

interface Received { url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }

/** A stand-in for graph.facebook.com and business-api.tiktok.com: records each request, answers as they do. */
async function networkServer() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      res.setHeader('content-type', 'application/json');
      res.end(req.url?.includes('/event/track/') ? '{"code":0,"message":"OK"}' : '{"events_received":1}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { received, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const conversion: Conversion = {
  merchantCode: 'DEMO',
  eventId: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'firstDeposit',
  payload: { customerId: 42, customerName: 'ana', currency: 'PHP', amount: 500, value: 500, revenue: 500 },
  attribution: { fbc: 'fb.1.1700000000000.IwAR0abc', fbp: 'fb.1.1700000000000.123456789', ttclid: 'E.C.P.xyz' },
  time: 1_700_000_000_123,
  url: 'https://m.example.com/m/deposit',
  ip: '198.51.100.4',
  userAgent: 'Mozilla/5.0 test',
  pixelId: '998877',
};

describe('conversion adapters', () => {
  let net: Awaited<ReturnType<typeof networkServer>>;
  beforeAll(async () => {
    net = await networkServer();
  });
  afterAll(() => net.close());

  it('posts a Meta Conversions API event with the browser event_id, the token in the body only', async () => {
    await metaSender({ api: net.base, tokens: new Map([['DEMO', 'meta-secret-token']]) }).send(conversion);
    const req = net.received.at(-1)!;
    expect(req.url).toBe('/998877/events');
    expect(req.body.access_token).toBe('meta-secret-token');
    const [data] = req.body.data as Record<string, unknown>[];
    expect(data).toMatchObject({
      event_name: 'Purchase',
      event_time: 1_700_000_000,
      event_id: conversion.eventId,
      action_source: 'website',
      event_source_url: 'https://m.example.com/m/deposit',
      user_data: { fbc: 'fb.1.1700000000000.IwAR0abc', fbp: 'fb.1.1700000000000.123456789', client_ip_address: '198.51.100.4' },
      custom_data: { currency: 'PHP', value: 500 },
    });
    expect((data!.user_data as { external_id: string[] }).external_id[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('posts a TikTok Events API event with the Access-Token header and the pixel code as source', async () => {
    await tiktokSender({ api: net.base, tokens: new Map([['DEMO', 'tiktok-secret-token']]) }).send({ ...conversion, name: 'register' });
    const req = net.received.at(-1)!;
    expect(req.url).toBe('/event/track/');
    expect(req.headers['access-token']).toBe('tiktok-secret-token');
    expect(req.body).toMatchObject({ event_source: 'web', event_source_id: '998877' });
    expect((req.body.data as unknown[])[0]).toMatchObject({ event: 'CompleteRegistration', event_id: conversion.eventId, user: { ttclid: 'E.C.P.xyz' }, page: { url: conversion.url } });
  });

  it('leaves out the address and user agent when no browser was part of the conversion (a provider callback)', async () => {
    await metaSender({ api: net.base, tokens: new Map([['DEMO', 'meta-secret-token']]) }).send({ ...conversion, ip: null, userAgent: null });
    const [data] = net.received.at(-1)!.body.data as { user_data: Record<string, unknown> }[];
    expect(data!.user_data).not.toHaveProperty('client_ip_address');
    expect(data!.user_data).not.toHaveProperty('client_user_agent');
  });

  it('sends nothing for a merchant without a token', async () => {
    const before = net.received.length;
    await metaSender({ api: net.base, tokens: new Map() }).send(conversion);
    expect(net.received.length).toBe(before);
  });
});
