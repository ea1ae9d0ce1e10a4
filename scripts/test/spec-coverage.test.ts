import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/spec-coverage.md must stay true in every change: every path it names exists, every
// row has a known status, and the summary table counts what the rows say.
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(`${root}docs/spec-coverage.md`, 'utf8');
const STATUSES = ['done', 'partial', 'not started', 'n/a'];

interface Row {
  id: string;
  item: string;
  status: string;
  code: string;
  test: string;
}

const rows: Row[] = doc
  .split('\n')
  .filter((line) => /^\| [AE]\d+\.\d+ \|/.test(line))
  .map((line) => {
    const cells = line.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim());
    return { id: cells[0] ?? '', item: cells[1] ?? '', status: cells[2] ?? '', code: cells[3] ?? '', test: cells[4] ?? '' };
  });

const pathsIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '').filter((p) => /^(apps|packages|scripts|docs)\//.test(p));

/** A named file's text, or every source file's text under a named folder. */
function sourceText(path: string): string {
  const full = `${root}${path.replace(/[*{].*$/, '')}`;
  if (!existsSync(full)) return '';
  if (!statSync(full).isDirectory()) return readFileSync(full, 'utf8');
  return readdirSync(full, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|js|json|sql|html|css)$/.test(f))
    .map((f) => readFileSync(`${full}/${f}`, 'utf8'))
    .join('\n');
}

/**
 * The code names an item spells out — /wps paths, camelCase fields, SNAKE_CASE codes, feature
 * flags like FIREBASECREATEACC3 and `quoted` names — which the row's code must mention, so a row
 * cannot point at files that do not hold the thing it claims.
 */
function namesIn(item: string): string[] {
  const names = new Set<string>();
  for (const m of item.matchAll(/\/wps\/[\w/.-]*\w/g)) names.add(m[0].replace('/wps', ''));
  for (const m of item.matchAll(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g)) names.add(m[0]);
  for (const m of item.matchAll(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g)) names.add(m[0]);
  for (const m of item.matchAll(/\b[A-Z]{4,}[0-9]\b/g)) names.add(m[0]);
  for (const m of item.matchAll(/`([A-Za-z_][\w.]*)`/g)) names.add(m[1] ?? '');
  return [...names];
}

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

  it('points each done row at code that mentions the names its item spells out', () => {
    const unmentioned = rows
      .filter((r) => r.status === 'done')
      .flatMap((r) => {
        const text = pathsIn(r.code).map(sourceText).join('\n');
        return namesIn(r.item)
          .filter((name) => !text.includes(name))
          .map((name) => `${r.id}: ${name}`);
      });
    expect(unmentioned).toEqual([]);
  });

  it('reads code names out of an item', () => {
    expect(namesIn('POST /wps/member/password — firstTimeLogin cleared; TOO_MANY_REQUEST_LOGIN; REWCEN3 on; `captchaFields`')).toEqual([
      '/member/password',
      'firstTimeLogin',
      'captchaFields',
      'TOO_MANY_REQUEST_LOGIN',
      'REWCEN3',
    ]);
  });

  it('has a summary that counts the rows', () => {
    for (const status of STATUSES) {
      const line = doc.split('\n').find((l) => l.startsWith(`| ${status} |`));
      const total = Number(line?.split('|').at(-2)?.trim());
      expect(total, status).toBe(rows.filter((r) => r.status === status).length);
    }
  });
});
