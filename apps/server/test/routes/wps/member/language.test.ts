import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../../src/db/schema.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const limited = { ...demoMerchant(), merchantCode: 'LIMITED', domains: [], languages: ['EN', 'CN'], defaultLanguage: 'EN' };
  app = await buildTestApp({ MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'limited.json': limited }) });
});
afterAll(() => app.close());

const languageOf = async (id: number) =>
  (await app.db.select({ language: members.language }).from(members).where(eq(members.id, id)))[0]?.language;

describe('PUT|POST /wps/member/language', () => {
  it('stores the language with PUT and with POST', async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    for (const [method, language] of [['PUT', 'TH'], ['POST', 'AR']] as const) {
      const res = await app.inject({
        method,
        url: '/wps/member/language',
        headers: { authorization: token },
        payload: { language, merchantCode: 'DEMO' },
      });
      expect(res.json()).toEqual({ success: true, value: { language } });
      expect(await languageOf(m.id)).toBe(language);
    }
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    expect(info.json().value.language).toBe('AR');
  });

  it("answers language.unsupported for a language outside the merchant's list", async () => {
    const m = await createMember(app, { merchantCode: 'LIMITED' });
    const token = await login(app, m.username, m.password, 'LIMITED');
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { authorization: token, merchant: 'LIMITED' },
      payload: { language: 'TH' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'language.unsupported' });
    expect(await languageOf(m.id)).toBeNull();
  });

  it('answers request.invalid for a code that is no language', async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { authorization: token },
      payload: { language: 'KLINGON' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'language' }] });
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'PUT', url: '/wps/member/language', payload: { language: 'EN' } });
    expect(res.statusCode).toBe(401);
  });
});
