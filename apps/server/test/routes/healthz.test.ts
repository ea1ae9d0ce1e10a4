import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

describe('GET /healthz', () => {
  it('answers ok while the database answers, 503 once it is gone', async () => {
    const app = await buildTestApp();
    const ok = await app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    await app.database.close();
    const down = await app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    await app.close().catch(() => undefined);
  });
});
