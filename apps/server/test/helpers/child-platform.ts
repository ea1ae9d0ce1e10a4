import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildPlatform {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * The real `src/main.ts` as its own process with `env` on top of this one's (PORT 0 unless given);
 * with `bundle`, that JavaScript file instead (the production form, `scripts/build-server.ts`).
 */
export function spawnPlatform(env: Record<string, string | undefined>, bundle?: string): ChildPlatform {
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Resolves with the base URL once the process prints its start line; rejects if it exits first. */
export function started(platform: ChildPlatform, timeoutMs = 45_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line: ${platform.output()}`)), timeoutMs);
    const check = () => {
      const match = /Portico is running at (http:\/\/[^/\s]+)\/m\//.exec(platform.output());
      if (!match?.[1]) return;
      clearTimeout(timer);
      platform.child.stdout?.off('data', check);
      resolve(match[1]);
    };
    platform.child.stdout?.on('data', check);
    void platform.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}: ${platform.output()}`));
    });
  });
}

/** Starts a platform and waits for its start line. */
export async function startPlatform(env: Record<string, string | undefined>, bundle?: string): Promise<ChildPlatform & { base: string }> {
  const platform = spawnPlatform(env, bundle);
  return { ...platform, base: await started(platform) };
}

/** SIGTERM (a clean stop) or SIGKILL (kill -9), then waits for the exit. */
export async function stopPlatform(platform: ChildPlatform, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
  if (platform.child.exitCode === null && platform.child.signalCode === null) platform.child.kill(signal);
  return platform.exited;
}
