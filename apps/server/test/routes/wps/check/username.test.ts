import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameProblem } from '@portico/contract/register';
import { candidateUsername, stemOf } from '../../../../src/registration/usernames.ts';
import { buildAppWithMerchants } from '../../../helpers/app.ts';
import { freshUsername, regMerchant, registerByUsername } from '../../../helpers/registration.ts';
import { uniqueIp } from '../../../helpers/sms.ts';

const M = 'REG_C';
const TIGHT = 'REG_CT';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAppWithMerchants({
    'reg.json': regMerchant(M),
    'tight.json': regMerchant(TIGHT, { security: { registration: { checksPerIp: { max: 3, windowSeconds: 600 } } } }),
  });
});
afterAll(() => app.close());

const check = (username: string, opts: { merchant?: string; ip?: string } = {}) =>
  app.inject({
    method: 'GET',
    url: `/wps/check/username?username=${encodeURIComponent(username)}`,
    headers: { Merchant: opts.merchant ?? M },
    remoteAddress: opts.ip ?? uniqueIp(),
  });
const suggest = (body: Record<string, unknown> = {}, opts: { merchant?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/register/autoUsername',
    headers: { Merchant: opts.merchant ?? M, 'content-type': 'application/json' },
    payload: body,
    remoteAddress: opts.ip ?? uniqueIp(),
  });

describe('GET /wps/check/username', () => {
  it('answers available for a free name and taken (any letter case) for a registered one', async () => {
    const username = freshUsername('Chk');
    expect((await check(username)).json()).toEqual({ success: true, value: { username, available: true, reason: null } });
    expect((await registerByUsername(app, { username, password: 'Secret2026' }, { merchant: M })).json().success).toBe(true);
    expect((await check(username.toUpperCase())).json().value).toMatchObject({ available: false, reason: 'taken' });
  });

  it('names the rule a name breaks', async () => {
    expect((await check('abc')).json().value).toMatchObject({ available: false, reason: 'length' });
    expect((await check('ab-cd')).json().value).toMatchObject({ available: false, reason: 'characters' });
  });

  it('is rate-limited per IP with TOO_MANY_REQUEST_CHECK and Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await check(freshUsername(), { merchant: TIGHT, ip })).statusCode).toBe(200);
    const res = await check(freshUsername(), { merchant: TIGHT, ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_CHECK' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Suggestions count against the same limit; another IP is not affected.
    expect((await suggest({}, { merchant: TIGHT, ip })).statusCode).toBe(429);
    expect((await check(freshUsername(), { merchant: TIGHT, ip: uniqueIp() })).statusCode).toBe(200);
  });
});

describe('POST /wps/member/register/autoUsername', () => {
  it('suggests a free name that then registers', async () => {
    const res = await suggest();
    const { username } = res.json().value as { username: string };
    expect(usernameProblem(username)).toBeNull();
    expect((await check(username)).json().value.available).toBe(true);
    const reg = await registerByUsername(app, { username, password: 'Secret2026' }, { merchant: M });
    expect(reg.json()).toMatchObject({ success: true, value: { userName: username } });
  });

  it('builds on the prefix given, cleaned to the rule', async () => {
    const { username } = (await suggest({ prefix: 'Ána Cruz!' })).json().value as { username: string };
    expect(username).toMatch(/^anacruz\d{4,6}$/);
  });

  it('keeps every candidate within the rule, whatever the prefix', () => {
    for (const prefix of [undefined, '', '12', '__x', 'a'.repeat(40), '李小龙', 'Zoë_77']) {
      expect(usernameProblem(candidateUsername(prefix))).toBeNull();
    }
    expect(stemOf('9lives')).toBe('lives');
    expect(stemOf('李')).toBeNull();
  });
});
