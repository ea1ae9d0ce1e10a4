import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangeEndpoint } from '@portico/contract/member';
import { members } from '../../../../src/db/schema.ts';
import { buildTestApp, uniqueName } from '../../../helpers/app.ts';
import { createMember, login, postLogin, sealFor } from '../../../helpers/members.ts';
import { uniqueIp } from '../../../helpers/sms.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PATH = passwordChangeEndpoint.path;

/** An encrypted password change from `ip` (unique per test, so per-IP throttling stays apart). */
async function change(token: string | null, data: unknown, ip = uniqueIp()) {
  const sealed = await sealFor(app, data, { path: PATH });
  return app.inject({
    method: 'POST',
    url: PATH,
    remoteAddress: ip,
    headers: { ...sealed.headers, ...(token && { Authorization: token }) },
    payload: sealed.body,
  });
}

async function signedInMember() {
  const m = await createMember(app);
  return { ...m, token: await login(app, m.username, m.password) };
}

const memberRow = async (id: number) => (await app.db.select().from(members).where(eq(members.id, id)))[0]!;

describe('POST /wps/member/password', () => {
  it('changes the password, clears the forced-change flags and keeps this session', async () => {
    const m = await signedInMember();
    await app.db.update(members).set({ firstTimeLogin: true, passwordExpiresAt: new Date(Date.now() - 1000) }).where(eq(members.id, m.id));
    const res = await change(m.token, { oldPassword: m.password, newPassword: 'Brand#New2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });

    const row = await memberRow(m.id);
    expect(row.firstTimeLogin).toBe(false);
    expect(row.passwordExpiresAt).toBeNull();
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);

    const fresh = await postLogin(app, { username: m.username, password: 'Brand#New2026' });
    expect(fresh.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect((await postLogin(app, { username: m.username, password: m.password })).json().errorCode).toBe('login.cred.err');
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { Authorization: m.token } });
    expect(info.json().success).toBe(true);
  });

  it('signs out the other sessions of the member', async () => {
    const m = await signedInMember();
    const elsewhere = await login(app, m.username, m.password);
    expect((await change(m.token, { oldPassword: m.password, newPassword: 'Other#Place2026' })).json().success).toBe(true);
    const there = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { Authorization: elsewhere } });
    expect(there.statusCode).toBe(401);
  });

  it('refuses a wrong current password with password.old.wrong on oldPassword', async () => {
    const m = await signedInMember();
    const res = await change(m.token, { oldPassword: 'not-it-2026', newPassword: 'Brand#New2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'password.old.wrong',
      message: expect.any(String),
      fieldErrors: [{ field: 'oldPassword', message: expect.any(String) }],
    });
    await login(app, m.username, m.password);
  });

  it.each([
    ['short1A', 'too short'],
    ['onlyletters', 'no digit'],
    ['1234567890', 'no letter'],
    [`a1${'x'.repeat(63)}`, 'too long'],
    ['123456', 'the weak default'],
  ])('refuses %s (%s) with password.weak on newPassword', async (newPassword) => {
    const m = await signedInMember();
    const res = await change(m.token, { oldPassword: m.password, newPassword });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'password.weak', fieldErrors: [{ field: 'newPassword' }] });
    await login(app, m.username, m.password);
  });

  it('refuses the current password as the new one with password.same', async () => {
    const m = await signedInMember();
    const res = await change(m.token, { oldPassword: m.password, newPassword: m.password });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'password.same', fieldErrors: [{ field: 'newPassword' }] });
  });

  it('needs a session and an encrypted body, and names bad fields', async () => {
    const m = await signedInMember();
    const anonymous = await change(null, { oldPassword: m.password, newPassword: 'Brand#New2026' });
    expect(anonymous.statusCode).toBe(401);
    const plain = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { Authorization: m.token },
      payload: { oldPassword: m.password, newPassword: 'Brand#New2026' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('encryption.required');
    const invalid = await change(m.token, { oldPassword: '', newPassword: 5 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['newPassword', 'oldPassword']);
  });

  it('counts wrong current passwords per session: after 5 from any addresses, 429 even with the right one', async () => {
    const m = await signedInMember();
    const before = await memberRow(m.id);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(m.token, { oldPassword: `wrong-${i}-2026`, newPassword: 'Brand#New2026' })).json().errorCode).toBe(
        'password.old.wrong',
      );
    }
    const res = await change(m.token, { oldPassword: m.password, newPassword: 'Brand#New2026' });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', value: { retryAfter } });
    expect((await memberRow(m.id)).passwordHash).toBe(before.passwordHash);
    // Not a password oracle, and no lock-out either (decision 034): the owner still signs in.
    const loginNow = await postLogin(app, { username: m.username, password: m.password });
    expect(loginNow.json().success).toBe(true);
  });

  it('lets exactly one of two simultaneous changes from the same password win', async () => {
    const m = await signedInMember();
    const [a, b] = await Promise.all([
      change(m.token, { oldPassword: m.password, newPassword: 'First#Wins2026' }),
      change(m.token, { oldPassword: m.password, newPassword: 'Second#Wins2026' }),
    ]);
    const outcomes = [a.json(), b.json()];
    expect(outcomes.filter((o) => o.success)).toHaveLength(1);
    expect(outcomes.find((o) => !o.success)).toMatchObject({ errorCode: 'password.old.wrong' });
    const winner = outcomes[0].success ? 'First#Wins2026' : 'Second#Wins2026';
    await login(app, m.username, winner);
  });

  it('writes nothing when the change fails half-way (one transaction)', async () => {
    const m = await signedInMember();
    await app.db.update(members).set({ firstTimeLogin: true }).where(eq(members.id, m.id));
    const before = await memberRow(m.id);
    // Make the second statement of the transaction (signing out other sessions) fail for this member only.
    const fn = uniqueName('fail_session_delete').toLowerCase();
    await app.db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin if old.member_id = ${m.id} then raise exception 'injected failure'; end if; return old; end $$`),
    );
    await app.db.execute(sql.raw(`create trigger ${fn} before delete on sessions for each row execute function ${fn}()`));
    await login(app, m.username, m.password); // a second session, so the delete has a row to fail on
    try {
      const res = await change(m.token, { oldPassword: m.password, newPassword: 'Brand#New2026' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'server.error' });
    } finally {
      await app.db.execute(sql.raw(`drop trigger ${fn} on sessions`));
      await app.db.execute(sql.raw(`drop function ${fn}()`));
    }
    const after = await memberRow(m.id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.firstTimeLogin).toBe(true);
    await login(app, m.username, m.password);
  });
});
