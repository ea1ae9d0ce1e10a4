import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUsernameEndpoint } from '@portico/contract/register';
import { sharedAsnDb } from '../../src/abuse/asn-db.ts';
import { buildAppWithMerchants } from '../helpers/app.ts';
import { freshUsername, memberCount, regMerchant, registerByUsername } from '../helpers/registration.ts';

/*
 * Decision 041: the offline ASN table on real ranges of the package (DigitalOcean AS14061, Globe
 * Telecom AS132199, T-Mobile USA AS21928), and per-network limits under concurrency, stricter for a
 * hosting network. Fresh merchant codes keep the counters of runs on a shared PostgreSQL apart.
 */

const RUN = Date.now().toString(36).toUpperCase();
const NET = `AN_${RUN}`;
const NO_CAPTCHA = { enabled: false, registration: false, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' };
const roomy = { max: 10_000, windowSeconds: 3600 };
let app: FastifyInstance;

/** An address of DigitalOcean's 5.101.96.0/20 (AS14061, hosting) and of Globe Telecom's 64.224.96.0–64.224.143.255 (AS132199, mobile). */
const digitalOcean = () => `5.101.${randomInt(96, 112)}.${randomInt(1, 255)}`;
const globe = () => `64.224.${randomInt(96, 144)}.${randomInt(1, 255)}`;

beforeAll(async () => {
  app = await buildAppWithMerchants({
    'net.json': regMerchant(NET, {
      captcha: NO_CAPTCHA,
      security: {
        // Address and /24 limits out of the way: only the network's count is under test.
        registration: { perIp: roomy, perSubnet: roomy, checksPerIp: roomy, checksPerSubnet: roomy },
        network: { registration: { max: 30, windowSeconds: 3600 }, registrationHosting: { max: 3, windowSeconds: 3600 }, checksHosting: { max: 5, windowSeconds: 3600 } },
      },
    }),
  });
});
afterAll(() => app.close());

describe('the ASN table', () => {
  it('knows hosting and mobile networks from their real ranges, and no network for private addresses', async () => {
    const db = await sharedAsnDb();
    expect(db.lookup('5.101.100.7')).toEqual({ asn: 14061, organisation: 'DigitalOcean, LLC', hosting: true });
    expect(db.lookup('2400:6180::1')).toMatchObject({ asn: 14061, hosting: true });
    expect(db.lookup('3.5.140.1')).toMatchObject({ asn: 16509, hosting: true });
    expect(db.lookup('64.224.100.1')).toEqual({ asn: 132199, organisation: '', hosting: false });
    expect(db.lookup('2001:4870:150::1')).toMatchObject({ asn: 21928, hosting: false });
    expect(db.lookup('::ffff:23.18.4.5')).toMatchObject({ asn: 21928, hosting: false });
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '::1', 'fd00::1', 'not-an-ip']) expect(db.lookup(ip)).toBeNull();
    expect(db.ranges.ipv4).toBeGreaterThan(100_000);
  });
});

describe('per-network limits', () => {
  const register = (ip: string) => registerByUsername(app, { username: freshUsername('Net'), password: 'Secret2026' }, { merchant: NET, ip, captcha: false });

  it('holds a hosting network to its 3 of 100 simultaneous registrations from many of its /24s', async () => {
    const before = await memberCount(app, NET);
    const answers = await Promise.all(Array.from({ length: 100 }, () => register(digitalOcean())));
    expect(answers.filter((r) => r.json<{ success: boolean }>().success)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(97);
    expect(refused[0]?.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_REGISTER' });
    expect((await memberCount(app, NET)) - before).toBe(3);
  });

  it('gives a mobile carrier the ordinary, larger network limit', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => register(globe())));
    expect(answers.filter((r) => r.json<{ success: boolean }>().success)).toHaveLength(30);
  });

  it('limits username checks from a hosting network across its addresses', async () => {
    const check = () =>
      app.inject({ method: 'GET', url: `${checkUsernameEndpoint.path}?username=${freshUsername('Chk')}`, headers: { Merchant: NET }, remoteAddress: digitalOcean() });
    const answers = await Promise.all(Array.from({ length: 20 }, check));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_CHECK' });
  });
});
