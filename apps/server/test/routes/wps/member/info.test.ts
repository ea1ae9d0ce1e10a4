import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const other = { ...demoMerchant(), merchantCode: 'OTHER', name: 'Other', domains: [] };
  app = await buildTestApp({ MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'other.json': other }) });
});
afterAll(() => app.close());

describe('GET /wps/member/info', () => {
  it('answers the profile for a raw or Bearer token', async () => {
    const m = await createMember(app, { customerType: 4 });
    const token = await login(app, m.username, m.password);
    for (const authorization of [token, `Bearer ${token}`]) {
      const res = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({
        id: m.id,
        type: 4,
        account: m.username,
        userName: m.username,
        language: null,
        clubLabel: null,
        regDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });

  it('answers 401 customer.not.login without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('answers 401 user.or.token.invalid for a bogus token', async () => {
    for (const authorization of ['Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not a token!']) {
      const res = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('user.or.token.invalid');
    }
  });

  it("refuses a token from another merchant's session", async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: token, merchant: 'OTHER' },
    });
    expect(res.statusCode).toBe(401);
  });
});
