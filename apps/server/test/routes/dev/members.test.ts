import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrongPassword } from '@portico/contract/member';
import { loginEndpoint } from '@portico/contract/session';
import { members } from '../../../src/db/schema.ts';
import { buildTestApp, uniqueName } from '../../helpers/app.ts';
import { postSealed, randomIp, uniqueMobileDigits } from '../../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const create = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/dev/members', payload });
const login = (username: string, password: string) => postSealed(app, loginEndpoint.path, { username, password }, { ip: randomIp() });

describe('POST /dev/members', () => {
  it('makes a fresh member with a strong random password that signs in', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(201);
    const m = res.json() as { username: string; password: string; id: number; totpSecret: string | null };
    expect(m.username).toMatch(/^[a-z0-9_]+$/);
    expect(isStrongPassword(m.password)).toBe(true);
    expect(m.totpSecret).toBeNull();
    expect((await login(m.username, m.password)).json()).toMatchObject({ success: true, value: { id: m.id, firstTimeLogin: false } });
  });

  it('sets exactly the state a test asks for', async () => {
    const username = uniqueName('Fix').slice(0, 32);
    const mobile = uniqueMobileDigits();
    const res = await create({
      username,
      password: '123456',
      customerType: 4,
      firstTimeLogin: true,
      passwordExpired: true,
      email: 'fix@example.com',
      payeeName: 'Maria Santos',
      mobile,
      totpSecret: true,
      twoFactor: { ga: true },
    });
    expect(res.statusCode).toBe(201);
    const m = res.json() as { username: string; totpSecret: string };
    expect(m.username).toBe(username.toLowerCase());
    expect(m.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = await app.db.select().from(members).where(eq(members.username, m.username));
    expect(row).toMatchObject({
      customerType: 4,
      firstTimeLogin: true,
      email: 'fix@example.com',
      payeeName: 'Maria Santos',
      mobile,
      totpSecret: m.totpSecret,
      twoFactor: { email: false, ga: true, sms: false, payeeName: false },
    });
    expect(row?.passwordExpiresAt?.getTime()).toBeLessThan(Date.now());
    // Two-factor with the authenticator is on: the sign-in asks for it.
    const gate = await login(m.username, '123456');
    expect(gate.json()).toMatchObject({ errorCode: 'login_verify_required', value: { ga: true } });
  });

  it('refuses a taken username or mobile, and malformed fields, by name', async () => {
    const mobile = uniqueMobileDigits();
    const first = (await create({ mobile })).json() as { username: string };
    const again = await create({ username: first.username });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual([{ field: 'username', message: 'already taken' }]);
    expect((await create({ mobile })).json().fieldErrors).toEqual([{ field: 'mobile', message: 'already taken' }]);
    const bad = await create({ mobile: '+63 917', customerType: 3, twoFactor: { sms: 'yes' }, colour: 'red' });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['mobile', 'customerType', 'twoFactor.sms']));
    expect(fields.some((f) => f === '' || f === 'body' || f.includes('colour'))).toBe(true);
  });
});
