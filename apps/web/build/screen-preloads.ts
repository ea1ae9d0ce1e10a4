import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the platform reads the lists (beside Vite's manifest, not served). */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json';

const ROUTE = /\/src\/app\/routes\/([\w-]+)\.tsx$/;
const LOCALE = /\/src\/locales\/([\w-]+\.json)$/;

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Each screen's and each locale's chunks that the entry does not bring, as page paths. */
function ownChunks(bundle: OutputBundle, base: string) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  // The page's module script: index.html's entry, whose chunk runs src/main.tsx.
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
  if (!entry) throw new Error('screen-preloads: no entry chunk runs src/main.tsx');
  const loaded = closure(entry.fileName);
  const extra = (chunk: OutputChunk) => [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map((file) => base + file);
  const screens: Record<string, string[]> = {};
  const locales: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const route = ROUTE.exec(chunk.facadeModuleId)?.[1];
    if (route) screens[camel(route)] = extra(chunk);
    const locale = LOCALE.exec(chunk.facadeModuleId)?.[1];
    if (locale) locales[locale] = extra(chunk);
  }
  return { screens, locales };
}

/**
 * For each screen (route-table's names) and each locale, the chunks its import brings that the entry
 * does not: the platform puts the prerendered screen's and language's lists in the page, and the
 * loader (build/paint-first.ts) asks for them with the entry's own (decision 048). Left to the app,
 * they were asked for only once the entry had run — one more round trip before the screen could
 * hydrate, and a dozen preload links added in the boot's task.
 */
export function screenPreloads(): Plugin {
  let base = '/';
  let ssr = false;
  return {
    name: 'portico-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle: {
      // After Vite's CSS plugin: a module that only imports a stylesheet (member-pages.css) is an empty
      // chunk until that plugin drops it from the bundle and from every chunk's imports. Read before,
      // it was listed for ten screens, and their pages asked for a file the build never wrote (issue 31).
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        const lists = ownChunks(bundle, base);
        const absent = [...Object.values(lists.screens), ...Object.values(lists.locales)].flat().filter((href) => !(href.slice(base.length) in bundle));
        if (absent.length) throw new Error(`screen-preloads: lists files the build does not write: ${[...new Set(absent)].join(', ')}`);
        this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(lists) });
      },
    },
  };
}
