// `node --import tsx scripts/build-server.ts [--if-stale]`: the platform as one JavaScript file,
// apps/server/dist/main.js, which production runs with plain `node` (decision 046): no TypeScript loader
// thread or transpiler lives in the serving process. Packages stay outside the bundle and load from
// node_modules as before; only the platform's and the contract's own TypeScript is compiled in.
// --if-stale: build only when a source is newer than the bundle (npm start, the bench).
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/main.js');
const ENTRY = join(ROOT, 'apps/server/src/main.ts');
/** What goes into the bundle, and how it is made (this file). */
const SOURCES = [join(ROOT, 'apps/server/src'), join(ROOT, 'packages/contract/src'), join(ROOT, 'package-lock.json'), fileURLToPath(import.meta.url)];

/**
 * Bare imports (packages) stay imports, except the workspace's contract, which is TypeScript.
 * `import.meta.url` in a source file means that file, not the bundle: the platform finds its
 * migrations, merchants and packages relative to where its source lives, so each use is rewritten
 * to the source file's address, expressed relative to the bundle (the checkout may move).
 */
const platformSources = (outfile: string): Plugin => ({
  name: 'platform-sources',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portico/') ? undefined : { path: args.path, external: true }));
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      const here = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', here), loader: 'ts' };
    });
  },
});

async function newestSource(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(entries.filter((e) => e.isFile()).map(async (e) => (await stat(join(e.parentPath, e.name))).mtimeMs));
  return Math.max(info.mtimeMs, ...times);
}

/** True when the bundle is missing or older than any source that goes into it. */
export async function serverBundleStale(): Promise<boolean> {
  const built = await stat(SERVER_BUNDLE).then((s) => s.mtimeMs, () => 0);
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestSource))));
  return newest > built;
}

/** `outfile` must lie inside the checkout: the bundle's packages load from node_modules above it. */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  await build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces and the logger's error lines keep the platform's function names.
    keepNames: true,
    plugins: [platformSources(outfile)],
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.argv.includes('--if-stale') || (await serverBundleStale())) {
    await buildServer();
    console.log(`build-server: ${relative(ROOT, SERVER_BUNDLE)}`);
  } else {
    console.log(`build-server: ${relative(ROOT, SERVER_BUNDLE)} is up to date`);
  }
}
