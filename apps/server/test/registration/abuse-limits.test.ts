import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUsernameEndpoint } from '@portico/contract/register';
import { buildAppWithMerchants } from '../helpers/app.ts';
import { freshUsername, memberCount, regMerchant, registerByUsername } from '../helpers/registration.ts';
import { uniqueMobile } from '../helpers/sms.ts';

/*
 * Decision 034: registration attempts reserved before the work, per address and per /24 or /48, under
 * concurrency; the merchant-wide alarm and GET /admin/abuse; username checks and texts per network.
 * Merchant codes and networks are fresh per run, so the tests also pass on a shared PostgreSQL.
 */

const RUN = Date.now().toString(36).toUpperCase();
const DEFAULTS = `AD_${RUN}`;
const SMALL = `AS_${RUN}`;
const ALARM = `AA_${RUN}`;
const TOKEN = 'abuse-admin-token-0123456789abcdef';
const PASSWORD = 'Secret2026';
let app: FastifyInstance;

/** A /24 no other run uses (well, almost surely); private, so no network (ASN) limit joins in (decision 041). */
const freshNet = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
const freshNet6 = () => `2001:db8:${randomInt(0, 0x10000).toString(16)}`;

beforeAll(async () => {
  app = await buildAppWithMerchants(
    {
      // Registration without human verification: the limits alone must hold.
      'defaults.json': regMerchant(DEFAULTS, { captcha: { enabled: false, registration: false, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' } }),
      'small.json': regMerchant(SMALL, {
        captcha: { enabled: false, registration: false, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
        security: {
          registration: {
            perIp: { max: 2, windowSeconds: 3600 },
            perSubnet: { max: 5, windowSeconds: 3600 },
            checksPerSubnet: { max: 3, windowSeconds: 3600 },
          },
          sms: { perIp: { max: 5, windowSeconds: 3600 }, perSubnet: { max: 1, windowSeconds: 3600 } },
        },
      }),
      'alarm.json': regMerchant(ALARM, {
        captcha: { enabled: false, registration: false, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
        security: { registration: { alarmPerMinute: 2 } },
      }),
    },
    { ADMIN_TOKEN: TOKEN },
  );
});
afterAll(() => app.close());

const register = (merchant: string, ip: string) =>
  registerByUsername(app, { username: freshUsername('Abz'), password: PASSWORD }, { merchant, ip, captcha: false });

describe('registrations per address, under concurrency', () => {
  it('lets 20 of 100 simultaneous registrations from one address through (the default 20 an hour)', async () => {
    const ip = `${freshNet()}.7`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => register(DEFAULTS, ip)));
    const created = answers.filter((r) => r.json<{ success: boolean }>().success);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(created).toHaveLength(20);
    expect(refused).toHaveLength(80);
    expect(refused[0]?.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_REGISTER' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('counts refused attempts too: taken names use up the address', async () => {
    const ip = `${freshNet()}.8`;
    const taken = freshUsername('Tkn');
    const first = await registerByUsername(app, { username: taken, password: PASSWORD }, { merchant: SMALL, ip, captcha: false });
    expect(first.json().success).toBe(true);
    expect((await registerByUsername(app, { username: taken, password: PASSWORD }, { merchant: SMALL, ip, captcha: false })).json().errorCode).toBe('username.exists');
    expect((await register(SMALL, ip)).statusCode).toBe(429);
  });
});

describe('registrations per network', () => {
  it('holds a /24 to its 5, whichever of its addresses the 20 simultaneous attempts come from', async () => {
    const net = freshNet();
    const before = await memberCount(app, SMALL);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register(SMALL, `${net}.${10 + i}`)));
    expect(answers.filter((r) => r.json<{ success: boolean }>().success)).toHaveLength(5);
    expect(await memberCount(app, SMALL)).toBe(before + 5);
    // The next /24 is another network.
    expect((await register(SMALL, `${net.split('.').slice(0, 2).join('.')}.${(Number(net.split('.')[2]) + 1) % 256}.10`)).json().success).toBe(true);
  });

  it('groups IPv6 by /48 and IPv4-mapped IPv6 with its IPv4 /24', async () => {
    const net6 = freshNet6();
    const six = await Promise.all(Array.from({ length: 8 }, (_, i) => register(SMALL, `${net6}:${i.toString(16)}::1`)));
    expect(six.filter((r) => r.json<{ success: boolean }>().success)).toHaveLength(5);
    const net = freshNet();
    const mixed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => register(SMALL, i % 2 === 0 ? `${net}.${20 + i}` : `::ffff:${net}.${20 + i}`)),
    );
    expect(mixed.filter((r) => r.json<{ success: boolean }>().success)).toHaveLength(5);
  });
});

describe('the registrations alarm and GET /admin/abuse', () => {
  it('raises one alarm when the merchant passes its registrations per minute, and shows it with the counters', async () => {
    const net = freshNet();
    // Five: should a minute end among them, one side still has the three that pass 2 (and only one side can).
    for (let i = 0; i < 5; i += 1) expect((await register(ALARM, `${net}.${30 + i}`)).json().success).toBe(true);
    const res = await app.inject({ method: 'GET', url: `/admin/abuse?merchantCode=${ALARM}`, headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '192.0.2.55' });
    expect(res.statusCode).toBe(200);
    const { value } = res.json<{ value: { registrationsThisMinute: { count: number; alarmAt: number }; counters: { key: string; count: number }[]; alarms: { kind: string }[] } }>();
    expect(value.registrationsThisMinute.alarmAt).toBe(2);
    expect(value.registrationsThisMinute.count).toBeGreaterThanOrEqual(1);
    expect(value.counters).toContainEqual(expect.objectContaining({ key: `register:net:${ALARM}:${net}.0/24`, count: 5 }));
    expect(value.alarms.filter((a) => a.kind === 'registrations.perMinute')).toHaveLength(1);
  });

  it('refuses without the token', async () => {
    const res = await app.inject({ method: 'GET', url: `/admin/abuse?merchantCode=${SMALL}`, remoteAddress: '192.0.2.55' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'admin.unauthorized' });
  });
});

describe('username checks and texts per network', () => {
  it('limits username checks per /24 across its addresses', async () => {
    const net = freshNet();
    const check = (i: number) =>
      app.inject({ method: 'GET', url: `${checkUsernameEndpoint.path}?username=${freshUsername('Chk')}`, headers: { Merchant: SMALL }, remoteAddress: `${net}.${i}` });
    for (let i = 1; i <= 3; i += 1) expect((await check(i)).json().success).toBe(true);
    const refused = await check(4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_CHECK' });
  });

  it('limits texts per /24 across its addresses', async () => {
    const net = freshNet();
    const text = (i: number) => {
      const mobile = uniqueMobile();
      return app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { 'content-type': 'application/json', Merchant: SMALL },
        remoteAddress: `${net}.${i}`,
        payload: { countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum },
      });
    };
    expect((await text(1)).json().success).toBe(true);
    const second = await text(2);
    expect(second.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS' });
  });
});
