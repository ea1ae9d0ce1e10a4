import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loginEndpoint } from '@portico/contract/session';
import { buildTestApp, demoMerchant, firebaseDemo, tempDir, tempMerchantsDir } from '../../helpers/app.ts';
import { postLogin, sealFor } from '../../helpers/members.ts';
import { localIdToken, uniqueEmail } from '../../helpers/sign-in.ts';

// Production refuses the sms outbox; these tests send no text, so an unreachable gateway will do.
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_ADAPTER: 'webhook',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
  SMS_WEBHOOK_SECRET: 'identity-tests-send-no-text',
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('identity plugin', () => {
  it('refuses to start in production with a merchant on the local provider, naming it and the fix', async () => {
    const only = tempMerchantsDir({ 'demo.json': demoMerchant() });
    await expect(buildTestApp({ ...PRODUCTION, MERCHANTS_DIR: only })).rejects.toThrow(/Merchant DEMO: identity\.kind "local" .*production.*"firebase"/);
  });

  it('starts in production with a Firebase merchant, with no local provider and no fixtures', async () => {
    const app = await buildTestApp({ ...PRODUCTION, MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }) });
    try {
      expect(app.identity.local).toBeNull();
      for (const [method, url] of [
        ['GET', '/idp/local/jwks.json'],
        ['GET', '/idp/local/signin?channel=google&mode=popup&state=s&return_to=http://localhost/m/'],
        ['POST', '/idp/local/phone/send'],
        ['POST', '/dev/members'],
      ] as const) {
        expect((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('shares its signing key through the database: a token from one instance verifies on the next', async () => {
    const dataDir = tempDir('idp-keys');
    dirs.push(dataDir);
    const first = await buildTestApp({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    let token: string;
    let kid: string;
    try {
      token = await localIdToken(first, { email: uniqueEmail() });
      kid = ((await first.inject({ method: 'GET', url: '/idp/local/jwks.json' })).json() as { keys: { kid: string }[] }).keys[0]!.kid;
    } finally {
      await first.close();
    }
    const second = await buildTestApp({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const keys = ((await second.inject({ method: 'GET', url: '/idp/local/jwks.json' })).json() as { keys: { kid: string }[] }).keys;
      expect(keys.map((k) => k.kid)).toEqual([kid]);
      const claims = await second.identity.verifyIdToken(second.merchants.all.get('DEMO')!, token);
      expect(claims.aud).toBe('DEMO');
    } finally {
      await second.close();
    }
  });

  it('keeps its key out of the body-encryption key lookup (an encrypted body naming it is stale, not a 500)', async () => {
    const app = await buildTestApp();
    try {
      const kid = ((await app.inject({ method: 'GET', url: '/idp/local/jwks.json' })).json() as { keys: { kid: string }[] }).keys[0]!.kid;
      const sealed = await sealFor(app, { username: 'player1', password: 'Player#2026' }, { path: loginEndpoint.path });
      const xRsa = sealed.headers['X-RSA'];
      const forged = { ...sealed, headers: { ...sealed.headers, 'X-RSA': `${kid}${xRsa.slice(xRsa.indexOf('.'))}` } };
      const res = await postLogin(app, null, { sealed: forged });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('encryption.stale');
    } finally {
      await app.close();
    }
  });
});
