import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_ENDPOINTS } from '@portico/contract/catalogue';
import { buildTestApp, firebaseDemo, tempMerchantsDir } from '../../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /wps/openapi.json', () => {
  it('documents every contract endpoint and method', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/wps/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const e of ALL_ENDPOINTS) {
      for (const m of e.methods) {
        const op = doc.paths[e.path]?.[m.toLowerCase()];
        expect(op, `${m} ${e.path}`).toBeDefined();
        expect(op.summary).toBe(e.summary);
        if (e.auth === 'required') expect(op.security).toEqual([{ session: [] }]);
      }
    }
    const login = doc.paths['/wps/session/login'].post;
    const names = login.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Encryption', 'X-RSA']));
    expect(names).not.toContain('X-Digest');
    expect(login.requestBody.content['application/json'].schema['x-plaintext'].properties).toHaveProperty('username');
  });

  it('has a route for every contract endpoint', () => {
    for (const e of ALL_ENDPOINTS) {
      for (const m of e.methods) expect(app.hasRoute({ method: m, url: e.path }), `${m} ${e.path}`).toBe(true);
    }
  });

  it('serves the Swagger UI only with DEV_ROUTES (decision 022)', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/docs' })).statusCode).toBeLessThan(400);
    const closed = await buildTestApp({ DEV_ROUTES: 'false', NODE_ENV: 'development', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }) });
    try {
      expect((await closed.inject({ method: 'GET', url: '/wps/docs' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
