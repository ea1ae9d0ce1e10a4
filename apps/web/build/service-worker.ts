import { readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';

const INDEX = new URL('../dist/index.html', import.meta.url);

/**
 * The one service worker (decision 035), built from src/sw/sw.ts to dist/sw.js (served as /m/sw.js)
 * by vite-plugin-pwa's injectManifest: our own worker code, with the build's file list injected.
 * Registration is ours (app/ServiceWorkerMount.tsx), and the home-screen manifest is the platform's
 * per merchant (GET /wps/system/manifest.json), so the plugin writes neither.
 *
 * Precached: only the shell every screen starts from (the entry, the runtime and the app chunk).
 * The build has over a thousand files (every screen and 25 languages of strings): the rest is kept
 * as it is first used, so a player on a metered connection downloads nothing they do not open.
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/*.js'],
      // The files index.html itself loads (its module script and modulepreloads), nothing else.
      manifestTransforms: [
        (entries) => {
          const html = readFileSync(INDEX, 'utf8');
          return { manifest: entries.filter((entry) => html.includes(`/m/${entry.url}"`)), warnings: [] };
        },
      ],
      rollupFormat: 'iife',
    },
    devOptions: { enabled: false },
  });
}
