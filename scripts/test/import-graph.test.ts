import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The source graph of both apps and the contract, read with TypeScript's own import scanner:
// no import cycles (a cycle hides which module owns a thing and breaks code splitting), and one
// file-naming convention.
const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const EXTENSIONS = ['.ts', '.tsx'];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => EXTENSIONS.includes(path.extname(f)) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

const PACKAGE_ALIASES: Record<string, string> = { '@portico/contract/': 'packages/contract/src/' };

/** The repo-relative source file an import names, or null for packages outside the repo. */
function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(PACKAGE_ALIASES).find((a) => spec.startsWith(a));
  let base: string;
  if (alias) base = PACKAGE_ALIASES[alias] + spec.slice(alias.length);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base.replace(/\.js$/, '') + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) ?? null;
}

/**
 * Static imports only: a dynamic import() is a lazy edge on purpose (the route table names its
 * screens, which use the table's helpers) and cannot deadlock evaluation.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const info = ts.preProcessFile(text, true, false);
  return info.importedFiles
    .filter((f) => !/import\s*\(\s*$/.test(text.slice(Math.max(0, f.pos - 40), f.pos)))
    .map((f) => resolve(file, f.fileName))
    .filter((f): f is string => f !== null);
}

/** Strongly connected components of more than one file (Tarjan), each a cycle to break. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

const files = SOURCE_ROOTS.flatMap(filesUnder);

describe('source graph', () => {
  it('has no import cycles', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  // Components (a .tsx file named for the component it exports) are PascalCase; every other
  // module, hook and route file is kebab-case; tests and helpers take their subject's name.
  it('names files by one convention', () => {
    const convention = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|[A-Z][A-Za-z0-9]*)(?:\.[a-z0-9-]+)*\.tsx?$/;
    const offenders = files.filter((f) => {
      const name = path.basename(f);
      if (!convention.test(name)) return true;
      return /^[A-Z]/.test(name) && !name.endsWith('.tsx');
    });
    expect(offenders).toEqual([]);
  });
});
