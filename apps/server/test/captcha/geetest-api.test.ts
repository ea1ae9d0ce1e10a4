import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geetestApiAdapter } from '../../src/captcha/geetest/geetest-api.ts';
import { merchantFile, type Merchant } from '../../src/merchants/schema.ts';
import { demoMerchant } from '../helpers/app.ts';

/** A local HTTP server standing in for api.geetest.com and gcaptcha4.geetest.com. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}
let server: Server;
let base: string;
let seen: Seen[] = [];
let answer: (s: Seen) => { status?: number; body: unknown } = () => ({ body: {} });

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const s = { method: req.method ?? '', path: url.pathname, query: url.searchParams, form: new URLSearchParams(await read(req)) };
    seen.push(s);
    const a = answer(s);
    res.writeHead(a.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const KEY = 'private-key-of-the-merchant';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const merchant = (version: 'v3' | 'v4'): Merchant =>
  merchantFile.parse({ ...demoMerchant(), captcha: { enabled: true, provider: 'geetest', GEETEST_ID: 'gt-id', GEETEST_VERSION: version } });
const adapter = () =>
  geetestApiAdapter({ v3Api: base, v4Api: `${base}/v4`, keys: new Map([['DEMO', KEY]]), log: pino({ level: 'silent' }) });
const client = { ip: '203.0.113.9' };

describe('the real Geetest adapter, v3', () => {
  it('registers with gt, md5 digest and json format, and hands the browser md5(challenge + key)', async () => {
    answer = () => ({ body: { challenge: 'c'.repeat(32) } });
    const reg = await adapter().register(merchant('v3'), client);
    expect(reg).toEqual({ gt: 'gt-id', challenge: md5('c'.repeat(32) + KEY), newCaptcha: true, success: 1 });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/register.php' });
    expect(Object.fromEntries(seen[0]!.query)).toMatchObject({ gt: 'gt-id', digestmod: 'md5', json_format: '1', ip_address: client.ip });
    expect(seen[0]!.query.toString()).not.toContain(KEY);
  });

  it('answers success 0 when Geetest is down, answers "0" or an error status', async () => {
    for (const a of [{ body: { challenge: '0' } }, { body: {} }, { status: 503, body: {} }]) {
      answer = () => a;
      expect((await adapter().register(merchant('v3'), client)).success).toBe(0);
    }
  });

  it('posts seccode, challenge and captchaid to validate.php and accepts unless Geetest says "false"', async () => {
    const result = { version: 'v3' as const, challenge: 'a'.repeat(32), validate: 'b'.repeat(32), seccode: `${'b'.repeat(32)}|jordan` };
    answer = (s) => ({ body: { seccode: md5(s.form.get('seccode') ?? '') } });
    expect(await adapter().validate(merchant('v3'), result, client)).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/validate.php' });
    expect(Object.fromEntries(seen[0]!.form)).toMatchObject({ seccode: result.seccode, challenge: result.challenge, captchaid: 'gt-id', json_format: '1' });
    answer = () => ({ body: { seccode: 'false' } });
    expect(await adapter().validate(merchant('v3'), result, client)).toBe(false);
    answer = () => ({ status: 500, body: { seccode: 'x' } });
    expect(await adapter().validate(merchant('v3'), result, client)).toBe(false);
  });
});

describe('the real Geetest adapter, v4', () => {
  const result = { version: 'v4' as const, lot_number: 'lot123', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

  it('has no register round trip: gt is the captcha id', async () => {
    expect(await adapter().register(merchant('v4'), client)).toMatchObject({ gt: 'gt-id', success: 1 });
    expect(seen).toHaveLength(0);
  });

  it('posts the four values with sign_token = HMAC-SHA256(key, lot_number) and accepts result success only', async () => {
    answer = () => ({ body: { status: 'success', result: 'success', reason: '' } });
    expect(await adapter().validate(merchant('v4'), result, client)).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v4/validate' });
    expect(seen[0]!.query.get('captcha_id')).toBe('gt-id');
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      lot_number: 'lot123',
      captcha_output: 'out',
      pass_token: 'pass',
      gen_time: '1700000000',
      sign_token: createHmac('sha256', KEY).update('lot123').digest('hex'),
    });
    for (const body of [{ status: 'success', result: 'fail', reason: 'pass_token expire' }, { status: 'error', code: '-50005', msg: 'illegal' }]) {
      answer = () => ({ body });
      expect(await adapter().validate(merchant('v4'), result, client)).toBe(false);
    }
  });

  it('refuses when Geetest cannot be reached', async () => {
    const down = geetestApiAdapter({ v3Api: 'http://127.0.0.1:9', v4Api: 'http://127.0.0.1:9', keys: new Map([['DEMO', KEY]]), log: pino({ level: 'silent' }) });
    expect(await down.validate(merchant('v4'), result, client)).toBe(false);
  });
});
