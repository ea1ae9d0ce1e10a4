import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../../../src/db/schema.ts';
import { sha256Hex } from '../../../../src/security/tokens.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { createMember, postLogin, sealFor } from '../../../helpers/members.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /wps/session/login', () => {
  it('signs in the seeded demo member', async () => {
    const res = await postLogin(app, { username: 'player1', password: 'Player#2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the password as argon2id and only a hash of the token', async () => {
    const m = await createMember(app);
    const res = await postLogin(app, { username: m.username, password: m.password });
    const { token } = res.json().value as { token: string };
    const [row] = await app.db.select().from(members).where(eq(members.id, m.id));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const stored = await app.db.select().from(sessions).where(eq(sessions.memberId, m.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('reports an expired password', async () => {
    const m = await createMember(app);
    await app.db.update(members).set({ passwordExpiresAt: new Date(Date.now() - 1000) }).where(eq(members.id, m.id));
    const res = await postLogin(app, { username: m.username, password: m.password });
    expect(res.json().value.passwordExpired).toBe(true);
  });

  it('answers login.cred.err for a wrong password (HTTP 200, business refusal)', async () => {
    const res = await postLogin(app, { username: 'player1', password: 'wrong' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login.cred.err', message: expect.any(String) });
  });

  it('answers an unknown username exactly as a wrong password: login.cred.err (decision 034)', async () => {
    const res = await postLogin(app, { username: 'nobody-here', password: 'whatever' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login.cred.err' });
  });

  it('answers request.invalid naming the missing or bad field', async () => {
    let res = await postLogin(app, { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'username' }] });
    res = await postLogin(app, { username: 'player1', password: 'x', device: 'TOASTER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('device');
  });

  it('refuses a plain body with encryption.required', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'player1', password: 'Player#2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.required');
  });

  it('refuses an unknown suite with encryption.required', async () => {
    const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' });
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...sealed.headers, Encryption: 'ROT13' },
      payload: sealed.body,
    });
    expect(res.json().errorCode).toBe('encryption.required');
  });

  it('refuses one flipped byte with encryption.tampered', async () => {
    const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' });
    const v = sealed.body.value;
    const i = 30;
    const flipped = v.slice(0, i) + (v[i] === 'A' ? 'B' : 'A') + v.slice(i + 1);
    const res = await postLogin(app, null, { sealed: { ...sealed, body: { value: flipped } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.tampered');
  });

  it('refuses a body sealed for another call (associated data)', async () => {
    const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' }, { path: '/wps/session/logout' });
    const res = await postLogin(app, null, { sealed });
    expect(res.json().errorCode).toBe('encryption.tampered');
  });

  it('refuses a body sealed 10 minutes ago with encryption.stale', async () => {
    const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' }, { ts: Date.now() - 600_000 });
    const res = await postLogin(app, null, { sealed });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.stale');
  });

  it('refuses a replayed body with encryption.stale', async () => {
    const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' });
    const first = await postLogin(app, null, { sealed });
    expect(first.json().success).toBe(true);
    const second = await postLogin(app, null, { sealed });
    expect(second.json().errorCode).toBe('encryption.stale');
  });

  it('refuses an unknown key id with encryption.stale', async () => {
    const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' });
    const xRsa = sealed.headers['X-RSA'];
    const forged = { ...sealed, headers: { ...sealed.headers, 'X-RSA': `oldkey${xRsa.slice(xRsa.indexOf('.'))}` } };
    const res = await postLogin(app, null, { sealed: forged });
    expect(res.json().errorCode).toBe('encryption.stale');
  });

  it('never answers 500 to garbage', async () => {
    for (const payload of ['{not json', '[]', '"x"', '{"value":123}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json', Encryption: 'RSA-OAEP-256+A256GCM', 'X-RSA': 'a.b' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
