import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAppWithMerchants } from '../helpers/app.ts';
import { fetchChallenge, solvedCaptcha } from '../helpers/captcha.ts';
import { freshUsername, regMerchant, registerByUsername } from '../helpers/registration.ts';
import { uniqueIp } from '../helpers/sms.ts';

/*
 * Decision 041: the built-in proof of work grows harder with the rate of challenges per address, /24,
 * network and merchant, and easy again once a window is quiet (the platform's clock moved here);
 * a challenge is bound to the address and form it was issued for; an address gets a bounded number.
 */

const RUN = Date.now().toString(36).toUpperCase();
const POW = `PW_${RUN}`;
const EASY = `PE_${RUN}`;
const BASE = 50_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAppWithMerchants({
    'pow.json': regMerchant(POW, { captcha: { enabled: true, registration: true, sms: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' } }),
    // An easy base, so the binding tests solve quickly; registration verified.
    'easy.json': regMerchant(EASY, { captcha: { enabled: true, registration: true, sms: true, provider: 'builtin', difficulty: 1000, GEETEST_ID: '', GEETEST_VERSION: 'v4' } }),
  });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const difficulty = async (ip: string) => (await fetchChallenge(app, POW, { ip, form: 'registration' })).maxnumber;
const netOf10 = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;

describe('difficulty', () => {
  it('stays at the merchant’s for a person, rises with one address’s rate to ≥ 100×, and falls back when quiet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T10:00:00Z'));
    const ip = `${netOf10()}.5`;
    const seen: number[] = [];
    for (let i = 0; i < 100; i += 1) seen.push(await difficulty(ip));
    expect(seen.slice(0, 10)).toEqual(Array(10).fill(BASE));
    expect(seen[19]).toBe(BASE * 4);
    expect(seen[99]).toBeGreaterThanOrEqual(BASE * 100);
    // Another address of another network is not touched.
    expect(await difficulty(`${netOf10()}.6`)).toBe(BASE);
    // Ten quiet minutes later, the address is back to the merchant's difficulty.
    vi.setSystemTime(new Date('2031-01-01T10:10:00Z'));
    expect(await difficulty(ip)).toBe(BASE);
  });

  it('rises for a /24 whose addresses each ask a little', async () => {
    const net = netOf10();
    let last = 0;
    for (let i = 1; i <= 120; i += 1) last = await difficulty(`${net}.${i}`);
    expect(last).toBe(BASE * 16);
  });

  it('rises sooner for a hosting network spread over many /24s', async () => {
    let last = 0;
    for (let i = 0; i < 60; i += 1) last = await difficulty(`5.101.${96 + (i % 16)}.${randomInt(1, 255)}`);
    expect(last).toBeGreaterThanOrEqual(BASE * 9);
  });

  it('gives an address no more than 120 challenges a window', async () => {
    const ip = `${netOf10()}.7`;
    const answers = await Promise.all(Array.from({ length: 130 }, () => app.inject({ method: 'GET', url: '/wps/captcha/challenge', headers: { Merchant: EASY }, remoteAddress: ip })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(120);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST' });
  });
});

describe('a challenge is bound to its address and form', () => {
  const register = (ip: string, captcha: string) => registerByUsername(app, { username: freshUsername('Pow'), password: 'Secret2026' }, { merchant: EASY, ip, captcha });

  it('refuses a solution brought from another address, or issued for another form, and accepts the right one', async () => {
    const ip = uniqueIp();
    const elsewhere = await solvedCaptcha(app, EASY, { ip: uniqueIp(), form: 'registration' });
    expect((await register(ip, elsewhere)).json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    const forSignIn = await solvedCaptcha(app, EASY, { ip, form: 'sign-in' });
    expect((await register(ip, forSignIn)).json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    const right = await solvedCaptcha(app, EASY, { ip, form: 'registration' });
    expect((await register(ip, right)).json()).toMatchObject({ success: true });
  });
});
