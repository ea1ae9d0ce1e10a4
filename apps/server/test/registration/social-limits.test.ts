import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialRegisterEndpoint } from '@portico/contract/register';
import { identityLinks, members, registrations } from '../../src/db/schema.ts';
import { buildAppWithMerchants } from '../helpers/app.ts';
import { freshUsername, regMerchant, registerByUsername } from '../helpers/registration.ts';
import { localIdToken, postSealed, uniqueEmail } from '../helpers/sign-in.ts';

/*
 * Decision 046: a social registration reserves its attempt against the same per-address limits as a
 * username one (decision 034), in the same counter, and is refused with the same errorCode.
 */

const RUN = Date.now().toString(36).toUpperCase();
const M = `SL_${RUN}`;
const HOST = `sl-${RUN.toLowerCase()}.localhost`;
const NO_CAPTCHA = { enabled: false, registration: false, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAppWithMerchants({
    'limits.json': regMerchant(M, {
      domains: [HOST],
      captcha: NO_CAPTCHA,
      security: { registration: { perIp: { max: 2, windowSeconds: 3600 }, perSubnet: { max: 50, windowSeconds: 3600 } } },
    }),
  });
});
afterAll(() => app.close());

/** A private address of a /24 no other run uses: no network (ASN) limit joins in (decision 041). */
const freshIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.9`;

async function registerSocial(ip: string, email = uniqueEmail('sl')) {
  const firebaseIdToken = await localIdToken(app, { email, host: HOST });
  const body = { firebaseChannel: 'google', firebaseIdToken, login: true, registerMethod: 'H5', domain: HOST };
  return postSealed(app, socialRegisterEndpoint.path, body, { merchant: M, ip });
}

const accountsOf = async (emails: string[]) => app.db.select().from(members).where(inArray(members.email, emails));

describe('social registrations and the registration limits', () => {
  it('shares the per-address limit with username registrations and is refused with the same errorCode', async () => {
    const ip = freshIp();
    const byName = await registerByUsername(app, { username: freshUsername('Sl'), password: 'Secret2026' }, { merchant: M, ip, captcha: false });
    expect(byName.json().success).toBe(true);
    expect((await registerSocial(ip)).json().success).toBe(true);

    const email = uniqueEmail('sl');
    const social = await registerSocial(ip, email);
    expect(social.statusCode).toBe(429);
    expect(social.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_REGISTER' });
    expect(Number(social.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountsOf([email])).toHaveLength(0);

    const username = await registerByUsername(app, { username: freshUsername('Sl'), password: 'Secret2026' }, { merchant: M, ip, captcha: false });
    expect(username.statusCode).toBe(429);
    expect(username.json().errorCode).toBe(social.json().errorCode);
  });

  it('lets exactly the limit of simultaneous social registrations from one address through, nothing half-written', async () => {
    const ip = freshIp();
    const emails = Array.from({ length: 8 }, () => uniqueEmail('slc'));
    const answers = await Promise.all(emails.map((email) => registerSocial(ip, email)));
    const bodies = answers.map((r) => r.json<{ success: boolean; errorCode?: string }>());
    expect(bodies.filter((b) => b.success)).toHaveLength(2);
    expect(bodies.filter((b) => !b.success).map((b) => b.errorCode)).toEqual(Array(6).fill('TOO_MANY_REQUEST_REGISTER'));

    // Each account has its link and its registration record; the refused ones left nothing at all.
    const created = await accountsOf(emails);
    expect(created).toHaveLength(2);
    const ids = created.map((m) => m.id);
    expect(await app.db.select().from(identityLinks).where(inArray(identityLinks.memberId, ids))).toHaveLength(2);
    expect(await app.db.select().from(registrations).where(inArray(registrations.memberId, ids))).toHaveLength(2);
    expect(await app.db.select().from(registrations).where(eq(registrations.ip, ip))).toHaveLength(2);
  });

  it('does not count an identity that is linked already: it signs in, whatever the address has used', async () => {
    const ip = freshIp();
    const email = uniqueEmail('sll');
    const first = (await registerSocial(ip, email)).json().value as { id: number };
    expect((await registerSocial(ip)).json().success).toBe(true);
    const again = await registerSocial(ip, email);
    expect(again.json()).toMatchObject({ success: true, value: { id: first.id } });
  });
});
