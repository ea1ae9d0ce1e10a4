import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface Platform {
  url: string;
  stop(): Promise<void>;
}

/**
 * One more reference platform for a spec (decision 018): the same merchants folder and built web
 * app as the main one (playwright.config.ts), its own in-memory database (PGlite folders are not
 * shared between processes), and `env` on top (e.g. PING_DELAY_MS).
 */
export async function startPlatform(port: number, env: Record<string, string> = {}): Promise<Platform> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      ...(process.env.PORTICO_E2E_MERCHANTS_DIR ? { MERCHANTS_DIR: process.env.PORTICO_E2E_MERCHANTS_DIR } : {}),
      NODE_ENV: 'test',
      DEV_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform on ${port} exited: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    // Another process answering on the port is not ours: this child then exits (address in use).
    if (ok && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 200));
      if (child.exitCode === null) break;
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`platform on ${port} did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
