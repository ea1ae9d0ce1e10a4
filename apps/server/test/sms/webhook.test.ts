import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signatureOf, webhookSender } from '../../src/sms/webhook.ts';
import { startGateway } from '../helpers/gateway.ts';

const SECRET = 'test-gateway-secret-0123456789';
const BODY = 'Portico Demo: your verification code is 482913. It expires in 5 minutes.';

let gateway: Awaited<ReturnType<typeof startGateway>>;
let logLines: string[];

function logger() {
  return pino(
    { level: 'trace' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
}

const sender = (timeoutMs?: number, url = gateway.url) =>
  webhookSender({ url, secret: SECRET, log: logger(), ...(timeoutMs !== undefined && { timeoutMs }) });

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  logLines = [];
  gateway.received.length = 0;
  gateway.state.respond = (res) => res.writeHead(204).end();
});

const expectQuietLog = () => {
  const log = logLines.join('');
  expect(log).not.toContain('482913');
  expect(log).not.toContain(SECRET);
  expect(log).not.toContain('9171234567');
};

describe('webhook SMS adapter', () => {
  it('posts {to, body, merchantCode, id} signed with HMAC-SHA256 of the raw body', async () => {
    const { id } = await sender().send({ merchantCode: 'DEMO', to: '+639171234567', body: BODY });
    expect(gateway.received).toHaveLength(1);
    const [got] = gateway.received;
    expect(got?.json).toEqual({ to: '+639171234567', body: BODY, merchantCode: 'DEMO', id });
    expect(got?.headers['content-type']).toBe('application/json');
    const expected = `sha256=${createHmac('sha256', SECRET).update(got!.raw).digest('hex')}`;
    expect(got?.headers['x-portico-signature']).toBe(expected);
    expect(signatureOf(got!.raw, 'another-secret-of-some-length')).not.toBe(expected);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expectQuietLog();
  });

  it('maps a non-2xx answer to sms.unavailable and logs the status', async () => {
    gateway.state.respond = (res) => res.writeHead(503).end('down');
    await expect(sender().send({ merchantCode: 'DEMO', to: '+639171234567', body: BODY })).rejects.toMatchObject({
      errorCode: 'sms.unavailable',
    });
    expect(logLines.join('')).toContain('"status":503');
    expectQuietLog();
  });

  it('does not follow a redirect', async () => {
    gateway.state.respond = (res) => res.writeHead(307, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    await expect(sender().send({ merchantCode: 'DEMO', to: '+639171234567', body: BODY })).rejects.toMatchObject({
      errorCode: 'sms.unavailable',
    });
    expect(gateway.received).toHaveLength(1);
  });

  it('gives up after the time-out', async () => {
    gateway.state.respond = () => undefined; // never answers
    const started = Date.now();
    await expect(sender(300).send({ merchantCode: 'DEMO', to: '+639171234567', body: BODY })).rejects.toMatchObject({
      errorCode: 'sms.unavailable',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logLines.join('')).toContain('"reason":"timeout"');
    expectQuietLog();
  });

  it('maps an unreachable gateway to sms.unavailable', async () => {
    await expect(
      sender(2_000, 'http://127.0.0.1:9/sms').send({ merchantCode: 'DEMO', to: '+639171234567', body: BODY }),
    ).rejects.toMatchObject({ errorCode: 'sms.unavailable' });
    expect(logLines.join('')).toContain('sms gateway unreachable');
    expectQuietLog();
  });
});
