import { randomInt } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialRegisterEndpoint } from '@portico/contract/register';
import { loginEndpoint } from '@portico/contract/session';
import { localSubject } from '../../../../src/auth/local-idp.ts';
import { usernameBase } from '../../../../src/auth/social-register.ts';
import { registrationRisks } from '../../../../src/db/schema-abuse.ts';
import { identityLinks, members, registrations, sessions } from '../../../../src/db/schema.ts';
import { buildTestApp, uniqueName } from '../../../helpers/app.ts';
import { localIdToken, postSealed, randomIp, uniqueEmail } from '../../../helpers/sign-in.ts';

const ADMIN_TOKEN = 'social-risk-admin-token-0123456789';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(() => app.close());

const register = (data: Record<string, unknown>) => postSealed(app, socialRegisterEndpoint.path, data, { ip: randomIp() });
const body = (firebaseIdToken: string, firebaseChannel = 'google') => ({
  firebaseChannel,
  firebaseIdToken,
  login: true,
  registerMethod: 'H5',
  registerUrl: 'http://localhost/m/login',
  domain: 'localhost',
});

describe('POST /wps/member/register/social', () => {
  it('creates a member from the identity, links it and signs it in', async () => {
    const local = uniqueName('Ana.Cruz').toLowerCase();
    const email = `${local}@example.com`;
    const res = await register(body(await localIdToken(app, { email, name: 'Ana Cruz' })));
    expect(res.json()).toMatchObject({ success: true, value: { firstTimeLogin: false, passwordExpired: false, customerType: 0 } });
    const value = res.json().value as { id: number; token: string; userName: string };
    expect(value.userName).toBe(usernameBase({ email }, 'google'));
    expect(value.userName).toMatch(/^[a-z0-9_]+$/);

    const [member] = await app.db.select().from(members).where(eq(members.id, value.id));
    expect(member).toMatchObject({ email, firstTimeLogin: false });
    // No password opens this account: it signs in through its identity.
    expect(member?.passwordHash.startsWith('$argon2')).toBe(false);
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${value.token}` } });
    expect(info.json().value.userName).toBe(value.userName);

    // The identity now signs in as that member.
    const again = await postSealed(app, loginEndpoint.path, {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: await localIdToken(app, { email }),
    });
    expect(again.json().value.id).toBe(value.id);
  });

  it('records how and where the member registered, with the affiliate and referral codes', async () => {
    const res = await register({ ...body(await localIdToken(app, { email: uniqueEmail() })), affiliateCode: 'AFFS1', referralCode: 'REFS1' });
    const { id } = res.json().value as { id: number };
    const [row] = await app.db.select().from(registrations).where(eq(registrations.memberId, id));
    expect(row).toMatchObject({ kind: 'social', registerMethod: 'H5', domain: 'localhost', affiliateCode: 'AFFS1', referralCode: 'REFS1' });
  });

  it('answers as a login for an identity that is linked already (no second account)', async () => {
    const email = uniqueEmail();
    const first = (await register(body(await localIdToken(app, { email })))).json().value as { id: number };
    const second = await register(body(await localIdToken(app, { email })));
    expect(second.json()).toMatchObject({ success: true, value: { id: first.id } });
    const player1 = await register(body(await localIdToken(app, { email: 'player1@example.com', listed: true })));
    expect(player1.json().value.userName).toBe('player1');
  });

  it('makes the username unique with digits', async () => {
    const local = uniqueName('dup').toLowerCase().slice(0, 20);
    const names: string[] = [];
    for (const domain of ['a.example', 'b.example', 'c.example']) {
      const res = await register(body(await localIdToken(app, { email: `${local}@${domain}` })));
      names.push(res.json().value.userName as string);
    }
    const base = usernameBase({ email: `${local}@x` }, 'google');
    expect(names).toEqual([base, `${base}2`, `${base}3`]);
  });

  it('derives usernames from the email, else the channel', () => {
    expect(usernameBase({ email: 'José.Maria+tag@example.com' }, 'google')).toBe('jose_maria_tag');
    expect(usernameBase({ email: '李@example.com' }, 'line')).toBe('line');
    expect(usernameBase({}, 'twitter')).toBe('twitter');
    expect(usernameBase({ email: `${'a'.repeat(40)}@x.com` }, 'google')).toHaveLength(20);
  });

  it('refuses a bad token and creates nothing', async () => {
    const email = uniqueEmail();
    const good = await localIdToken(app, { email });
    const tampered = `${good.slice(0, -4)}${good.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const token of ['not-a-token', tampered]) {
      const res = await register(body(token));
      expect(res.json()).toMatchObject({ success: false, errorCode: 'identity.token.invalid' });
    }
    expect(await app.db.select().from(members).where(eq(members.email, email))).toHaveLength(0);
  });

  it('is one transaction: a failure at the last step (the session) leaves no member and no link', async () => {
    const prefix = uniqueName('txfail').toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 18);
    const fn = `p2_fail_${prefix}`;
    // A fault injected in the database itself: refuse the session of exactly this test's member.
    await app.db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin
          if (select username from members where id = new.member_id) like '${prefix}%' then
            raise exception 'injected failure';
          end if;
          return new;
        end $$`),
    );
    await app.db.execute(sql.raw(`create trigger ${fn} before insert on sessions for each row execute function ${fn}()`));
    try {
      const email = `${prefix}@example.com`;
      const res = await register(body(await localIdToken(app, { email })));
      expect(res.statusCode).toBe(500);
      expect(res.json().errorCode).toBe('server.error');
      expect(await app.db.select().from(members).where(like(members.username, `${prefix}%`))).toHaveLength(0);
      expect(await app.db.select().from(identityLinks).where(eq(identityLinks.subject, localSubject('google', email)))).toHaveLength(0);
    } finally {
      await app.db.execute(sql.raw(`drop trigger ${fn} on sessions`));
      await app.db.execute(sql.raw(`drop function ${fn}()`));
    }
    // Without the fault the same identity registers normally.
    const ok = await register(body(await localIdToken(app, { email: `${prefix}@example.com` })));
    expect(ok.json().success).toBe(true);
    expect(await app.db.select().from(sessions).where(eq(sessions.memberId, ok.json().value.id))).toHaveLength(1);
  });
});

/*
 * Decisions 041 and 045: a social registration is scored like the username and mobile ones, by the same
 * function, and created flagged at the merchant's threshold (50): its withdrawals wait for review.
 */
describe('the risk of a social registration', () => {
  // DigitalOcean (AS14061): a hosting network, 25 points.
  const hostingIp = () => `5.101.${randomInt(96, 112)}.${randomInt(1, 255)}`;
  const registerFrom = async (ip: string, extra: Record<string, unknown>) => {
    const res = await postSealed(app, socialRegisterEndpoint.path, { ...body(await localIdToken(app, { email: uniqueEmail('sr') })), ...extra }, { ip });
    expect(res.json().success, res.body).toBe(true);
    const { id } = res.json().value as { id: number };
    const [risk] = await app.db.select().from(registrationRisks).where(eq(registrationRisks.memberId, id));
    return { id, risk };
  };
  const flaggedIds = async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/abuse/flagged?merchantCode=DEMO', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, remoteAddress: '192.0.2.7' });
    return (res.json().value as { memberId: number }[]).map((f) => f.memberId);
  };

  it('creates an account from a hosting network on a device already used by another account flagged', async () => {
    const loginDeviceId = uniqueName('social-device');
    const first = await registerFrom(randomIp(), { loginDeviceId });
    expect(first.risk).toMatchObject({ score: 0, flagged: false });
    const second = await registerFrom(hostingIp(), { loginDeviceId });
    expect(second.risk).toMatchObject({ score: 50, signals: { hostingNetwork: 'AS14061', deviceReuse: 1 }, flagged: true });
    expect(await flaggedIds()).toContain(second.id);
    expect(await flaggedIds()).not.toContain(first.id);
  });

  it('leaves an ordinary one unflagged, with its score stored', async () => {
    const { id, risk } = await registerFrom(randomIp(), {
      loginDeviceId: uniqueName('social-device'),
      clientSignals: { webdriver: false, plugins: 5, languages: 2, headlessUa: false },
    });
    expect(risk).toMatchObject({ score: 0, signals: {}, flagged: false });
    expect(await flaggedIds()).not.toContain(id);
  });

  it('weighs what the browser says about itself, as at a username registration', async () => {
    const { risk } = await registerFrom(randomIp(), { clientSignals: { webdriver: true, plugins: 0, languages: 0 } });
    expect(risk).toMatchObject({ score: 65, signals: { webdriver: true, bareBrowser: true }, flagged: true });
  });
});
