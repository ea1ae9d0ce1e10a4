import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { buildTestApp } from '../helpers/app.ts';

const PRODUCTION = { NODE_ENV: 'production', SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_SECRET: 'x'.repeat(32) };

describe('TRUST_PROXY parsing (decision 034)', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.5, 192.168.1.0/24,2001:db8::/32', ['10.0.0.5', '192.168.1.0/24', '2001:db8::/32']],
  ] as const)('%s → %j', (raw, parsed) => {
    expect(loadConfig({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(parsed);
  });

  it('is off when unset', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('refuses what is neither, naming the variable and the bad entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.internal' })).toThrow(/TRUST_PROXY: .*proxy\.internal/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: .*prefix/);
  });

  it('refuses a bare true in production, and allows it elsewhere', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true believes whatever X-Forwarded-For/);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});

describe('the address a request is counted under', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  async function seenIp(trustProxy: string, remoteAddress: string, forwardedFor?: string): Promise<string> {
    const app = await buildTestApp({ TRUST_PROXY: trustProxy, SEED_DEMO: 'false' });
    apps.push(app);
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers });
    return res.json<{ value: { ip: string } }>().value.ip;
  }

  it('with one hop: what the proxy saw, not the leftmost entry a client forged', async () => {
    expect(await seenIp('1', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with two hops: the entry the outer proxy added', async () => {
    expect(await seenIp('2', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('with a list: the first address from the right that is not a listed proxy', async () => {
    expect(await seenIp('10.0.0.0/8', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    // A client talking to the platform directly is not a listed proxy: its header is ignored.
    expect(await seenIp('10.0.0.0/8', '203.0.113.50', '6.6.6.6')).toBe('203.0.113.50');
  });

  it('off: the socket address, whatever the header says', async () => {
    expect(await seenIp('false', '203.0.113.51', '6.6.6.6')).toBe('203.0.113.51');
  });
});
