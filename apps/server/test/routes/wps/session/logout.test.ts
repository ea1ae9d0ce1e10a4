import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../../src/db/schema.ts';
import { sha256Hex } from '../../../../src/security/tokens.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const info = (token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

describe('POST /wps/session/logout', () => {
  it('ends the session of the token', async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    expect((await info(token)).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/wps/session/logout', headers: { authorization: token } });
    expect(res.json()).toEqual({ success: true, value: null });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('user.or.token.invalid');
  });

  it('succeeds without a session, with an empty JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });
});

describe('session expiry', () => {
  it('refuses an expired session', async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('user.or.token.invalid');
  });
});
