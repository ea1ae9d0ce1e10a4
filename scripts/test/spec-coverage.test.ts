import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/spec-coverage.md must stay true in every change: every path it names exists, every
// row has a known status, and the summary table counts what the rows say.
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(`${root}docs/spec-coverage.md`, 'utf8');
const STATUSES = ['done', 'partial', 'not started', 'n/a'];

interface Row {
  id: string;
  status: string;
  code: string;
  test: string;
}

const rows: Row[] = doc
  .split('\n')
  .filter((line) => /^\| [AE]\d+\.\d+ \|/.test(line))
  .map((line) => {
    const cells = line.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim());
    return { id: cells[0] ?? '', status: cells[2] ?? '', code: cells[3] ?? '', test: cells[4] ?? '' };
  });

const pathsIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '').filter((p) => /^(apps|packages|scripts|docs)\//.test(p));

describe('docs/spec-coverage.md', () => {
  it('has rows with unique ids and a known status', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.filter((r) => !STATUSES.includes(r.status)).map((r) => `${r.id}: ${r.status}`)).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = rows.flatMap((r) =>
      [...pathsIn(r.code), ...pathsIn(r.test)]
        .map((p) => p.replace(/[*{].*$/, ''))
        .filter((p) => !existsSync(`${root}${p}`))
        .map((p) => `${r.id}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every done row its code and its test', () => {
    const bare = rows.filter((r) => r.status === 'done' && (pathsIn(r.code).length === 0 || pathsIn(r.test).length === 0));
    expect(bare.map((r) => r.id)).toEqual([]);
  });

  it('has a summary that counts the rows', () => {
    for (const status of STATUSES) {
      const line = doc.split('\n').find((l) => l.startsWith(`| ${status} |`));
      const total = Number(line?.split('|').at(-2)?.trim());
      expect(total, status).toBe(rows.filter((r) => r.status === status).length);
    }
  });
});
