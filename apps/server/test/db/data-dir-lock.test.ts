import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firebaseDemo, tempDir, tempMerchantsDir } from '../helpers/app.ts';
import { spawnPlatform, started, startPlatform, stopPlatform, type ChildPlatform } from '../helpers/child-platform.ts';

const dataDir = tempDir('locked-data');
const merchantsDir = tempMerchantsDir({ 'demo.json': firebaseDemo() });
const ENV = { NODE_ENV: 'test', DATA_DIR: dataDir, MERCHANTS_DIR: merchantsDir, SEED_DEMO: 'false', DATABASE_URL: '', DATA_DIR_WAIT_S: '1' };
const running: ChildPlatform[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => stopPlatform(p, 'SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(merchantsDir, { recursive: true, force: true });
});

async function until(condition: () => boolean, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = async (base: string) => (await fetch(`${base}/healthz`)).status;

// Real processes: the lock is between processes, and kill -9 leaves what only a real process leaves.
describe('one process per PGlite data folder', () => {
  it('refuses a second process on a folder in use, naming the folder and the other pid; the first keeps serving', async () => {
    const first = await startPlatform(ENV);
    running.push(first);
    const second = spawnPlatform(ENV);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Portico process (pid ${first.child.pid})`);
    expect(await healthy(first.base)).toBe(200);
    expect(existsSync(path.join(dataDir, 'portico.lock'))).toBe(true);
    await stopPlatform(first);
    expect(existsSync(path.join(dataDir, 'portico.lock'))).toBe(false);
  }, 60_000);

  it('takes over the lock of a process killed with kill -9', async () => {
    const first = await startPlatform(ENV);
    running.push(first);
    await stopPlatform(first, 'SIGKILL');
    expect(readFileSync(path.join(dataDir, 'portico.lock'), 'utf8').trim()).toBe(String(first.child.pid));
    const next = await startPlatform(ENV);
    running.push(next);
    expect(await healthy(next.base)).toBe(200);
    await stopPlatform(next);
  }, 60_000);

  it('lets a restart wait while the previous process shuts down', async () => {
    const first = await startPlatform(ENV);
    running.push(first);
    // Started while the first still holds the folder: it waits (up to DATA_DIR_WAIT_S) instead of failing.
    const next = spawnPlatform({ ...ENV, DATA_DIR_WAIT_S: '30' });
    running.push(next);
    await until(() => next.output().includes('waiting for it to stop'));
    expect(next.output()).toContain(`"pid":${first.child.pid}`);
    first.child.kill('SIGTERM');
    const restarted = { ...next, base: await started(next) };
    expect(await first.exited).toBe(0);
    expect(await healthy(restarted.base)).toBe(200);
    await stopPlatform(restarted);
  }, 60_000);
});
