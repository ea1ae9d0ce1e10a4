import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.ts';
import { REPO_ROOT } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { members } from '../src/db/schema.ts';
import { tempDir, tempWebDist } from './helpers/app.ts';
import { startPlatform, stopPlatform, type ChildPlatform } from './helpers/child-platform.ts';

/** deploy/production.env.example as the operator's shell reads it (`set -a; . file`): KEY=VALUE lines. */
function exampleEnv(): Record<string, string> {
  const text = readFileSync(path.join(REPO_ROOT, 'deploy/production.env.example'), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]);
  return Object.fromEntries(entries);
}

// The values the example leaves for the operator to fill.
const FILLED = { SMS_WEBHOOK_SECRET: 'production-start-test-secret', ADMIN_TOKEN: 'production-start-test-admin-token' };
const builtWeb = path.join(REPO_ROOT, 'apps/web/dist');
const dataDir = tempDir('production');
// The platform's bundle as `npm start` builds and runs it, in a folder of its own (decision 046).
const bundleDir = path.join(REPO_ROOT, `apps/server/dist/test-${process.pid}`);
let platform: ChildPlatform | null = null;
afterAll(async () => {
  if (platform) await stopPlatform(platform, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

// The README's production start, minus npm ci and the web build: the platform's bundle with the example env.
describe('a production start from deploy/production.env.example', () => {
  it('serves the sign-in page, refuses the development routes and seeds no demo member', async () => {
    const bundle = path.join(bundleDir, 'main.js');
    await buildServer(bundle);
    const env = exampleEnv();
    for (const [name, value] of Object.entries(env)) if (value === '') expect(FILLED, `${name} is left to fill`).toHaveProperty(name);
    const started = await startPlatform({
      ...env,
      ...FILLED,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: existsSync(path.join(builtWeb, 'index.html')) ? builtWeb : tempWebDist(),
      LOG_LEVEL: 'warn',
    }, bundle);
    platform = started;

    const login = await fetch(`${started.base}/m/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toMatch(/text\/html/);
    expect(await login.text()).toContain('EXAMPLE');
    for (const [method, url] of [
      ['GET', '/dev/outbox.json'],
      ['POST', '/dev/members'],
      ['GET', '/idp/local/jwks.json'],
      ['POST', '/idp/local/phone/send'],
      ['GET', '/wps/docs'],
    ]) {
      const res = await fetch(`${started.base}${url}`, { method, ...(method === 'POST' && { headers: { 'content-type': 'application/json' }, body: '{}' }) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect(started.output()).not.toContain('SEED_DEMO');

    expect(await stopPlatform(started)).toBe(0);
    platform = null;
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select({ username: members.username }).from(members)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
