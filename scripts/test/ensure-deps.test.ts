import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/lib/ensure-deps.sh against a fake project and a fake npm that records how it was called.
const script = fileURLToPath(new URL('../lib/ensure-deps.sh', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(opts: { installed: boolean; devTools: boolean }) {
  const root = mkdtempSync(path.join(tmpdir(), 'portico-deps-'));
  dirs.push(root);
  const bin = path.join(root, 'fake-bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$@" >> "${root}/npm-calls"\n`);
  chmodSync(path.join(bin, 'npm'), 0o755);
  writeFileSync(path.join(root, 'package-lock.json'), '{}');
  utimesSync(path.join(root, 'package-lock.json'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  if (opts.installed) {
    mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{}');
    if (opts.devTools) for (const tool of ['vite', 'tsx']) writeFileSync(path.join(root, 'node_modules/.bin', tool), '');
  }
  const run = () =>
    execFileSync('bash', ['-c', `source "${script}" && ensure_deps "${root}"`], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
  const calls = () => {
    try {
      return readFileSync(path.join(root, 'npm-calls'), 'utf8').trim();
    } catch {
      return '';
    }
  };
  return { run, calls };
}

describe('ensure_deps', () => {
  it('installs with the devDependencies the build needs, even under NODE_ENV=production', () => {
    const p = project({ installed: false, devTools: false });
    expect(p.run()).toContain('npm ci --include=dev');
    expect(p.calls()).toBe('ci --include=dev --no-audit --no-fund');
  });

  it('does not take a node_modules installed without devDependencies as up to date', () => {
    const p = project({ installed: true, devTools: false });
    expect(p.run()).toContain('installed without devDependencies');
    expect(p.calls()).toBe('ci --include=dev --no-audit --no-fund');
  });

  it('leaves a complete, current node_modules alone', () => {
    const p = project({ installed: true, devTools: true });
    expect(p.run()).toContain('deps: node_modules up to date');
    expect(p.calls()).toBe('');
  });
});
