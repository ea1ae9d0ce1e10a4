import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { demoMerchant, tempMerchantsDir, testConfig } from '../helpers/app.ts';
import { createMember, login } from '../helpers/members.ts';

// Unique merchant code: on PostgreSQL the test files share one database.
const CODE = 'CHATNOID';
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const broken = { ...demoMerchant(), merchantCode: CODE, domains: ['chatnoid.example.com'], chat: { vendor: 'COMM100', siteId: '1' } };
  const config = testConfig({ LOG_LEVEL: 'info', SEED_DEMO: 'false', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'noid.json': broken }) });
  app = await buildApp(config, { stream: { write: (line) => void lines.push(line) } });
});
afterAll(() => app.close());

describe('a chat vendor configured without its ids', () => {
  it('is logged once, however many members try to open it', async () => {
    const m = await createMember(app, { merchantCode: CODE });
    const token = await login(app, m.username, m.password, CODE);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'POST', url: '/wps/relay/CBS_launchChat', headers: { host: 'chatnoid.example.com', authorization: token }, payload: {} });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'chat.unavailable' });
    }
    const logged = lines.filter((l) => l.includes('chat configuration incomplete'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ merchantCode: CODE, vendor: 'COMM100', problem: 'chat.siteId and chat.campaignId are required for COMM100' });
  });
});
