import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config/env.ts';
import { loadMerchants } from '../../src/merchants/load.ts';
import { buildTestApp, firebaseDemo, tempMerchantsDir } from '../helpers/app.ts';

const PRODUCTION = { NODE_ENV: 'production', SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', SMS_WEBHOOK_SECRET: 'merchant-tests-send-no-text' };

describe('merchant files in production', () => {
  it('ships an example merchant that passes the schema: Firebase for the operator to fill, https redirects', () => {
    const example = loadMerchants(path.join(REPO_ROOT, 'deploy/merchants')).get('EXAMPLE');
    expect(example?.identity).toMatchObject({ kind: 'firebase', phoneSignIn: true, firebase: { projectId: expect.stringContaining('REPLACE') } });
    expect(example?.redirectAllowList.every((origin) => origin.startsWith('https://'))).toBe(true);
  });

  it('refuses an http origin in the redirect allow-list, naming the merchant and the entry', async () => {
    const merchant = { ...firebaseDemo(), redirectAllowList: ['https://lottery.example.com', 'http://lottery.example.com'] };
    const dir = tempMerchantsDir({ 'demo.json': merchant });
    await expect(buildTestApp({ ...PRODUCTION, MERCHANTS_DIR: dir })).rejects.toThrow(
      'Merchant DEMO: redirectAllowList.1: http://lottery.example.com must be https in production',
    );
  });

  it('keeps http origins for development (a page on localhost)', async () => {
    const merchant = { ...firebaseDemo(), redirectAllowList: ['http://localhost:5173'] };
    const app = await buildTestApp({ NODE_ENV: 'development', SEED_DEMO: 'false', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': merchant }) });
    await app.close();
  });
});
