import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The longest the scripts wait for the screen's main image (a slow network must not hold the app). */
const IMAGE_WAIT_MS = 1000;
/** How many of the screen's own chunks are asked for per task. */
const PRELOADS_PER_TASK = 4;

/**
 * The app's scripts are asked for once the prerendered screen has been painted (decision 043).
 * Left to the preload scanner, they arrive while the page is still laid out, and a phone then runs
 * them before or around the first paint; Lighthouse's model of a slow phone counts them as
 * blocking that paint (/m/login's LCP 1.5–1.8 s; 0.69 s with this). The screen needs no script to be read:
 * the scripts start one frame after it is drawn (or after 250 ms when the tab is hidden and draws
 * no frame), the preloads alongside, so the entry's imports still arrive in one round trip; so do the
 * prerendered screen's own chunks and its language's, which the platform lists in the page.
 * When the screen has a main image (home's poster, fetchpriority="high"), they wait for it to load
 * and be drawn too, at most IMAGE_WAIT_MS: drawn after the scripts, Lighthouse's model put the
 * scripts before it (home's LCP 0.92 or 1.68 s from run to run, whichever came first).
 *
 * `firstChunk` names a chunk of the entry's imports (React's) that is evaluated in a task of its own
 * before the entry: a module graph is evaluated in one task, and React's with the app's made one
 * of 12–23 ms in Lighthouse's unthrottled trace, which it counts ×4 as blocking (issue 18). The
 * entry downloads alongside it, as one of the preloads.
 */
export function paintFirst(firstChunk: string): Plugin {
  let base = '/';
  return {
    name: 'portico-paint-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('paint-first: no module script in index.html');
        const first = Object.values(bundle ?? {}).find((item): item is OutputChunk => item.type === 'chunk' && item.name === firstChunk);
        if (!first) throw new Error(`paint-first: no chunk named ${firstChunk}`);
        const firstUrl = base + first.fileName;
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
        if (!preloads.includes(firstUrl)) throw new Error(`paint-first: the entry does not import ${firstChunk}`);
        const loader = [
          `let started = false;`,
          `const preload = (hrefs) => {`,
          `  for (const href of hrefs) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));`,
          `};`,
          `const start = () => {`,
          `  if (started) return;`,
          `  started = true;`,
          `  preload(${JSON.stringify([...preloads, entry])});`,
          // React's chunk is evaluated first; the entry (whatever became of the first) in a later task.
          `  const run = () => setTimeout(() => import(${JSON.stringify(entry)}));`,
          `  import(${JSON.stringify(firstUrl)}).then(run, run);`,
          // The prerendered screen's and language's own chunks, listed by the platform (build/screen-preloads.ts),
          // a few per task: starting a request is work too, and a dozen in one task make a long one.
          `  const listed = document.getElementById('portico-preloads');`,
          `  const rest = listed ? JSON.parse(listed.textContent) : [];`,
          `  const next = () => { preload(rest.splice(0, ${PRELOADS_PER_TASK})); if (rest.length) setTimeout(next); };`,
          `  setTimeout(next);`,
          `};`,
          `const afterPaint = () => {`,
          `  requestAnimationFrame(() => setTimeout(start));`,
          `  setTimeout(start, 250);`,
          `};`,
          `const image = document.querySelector('img[fetchpriority="high"]');`,
          `if (image && !image.complete) {`,
          `  image.addEventListener('load', afterPaint);`,
          `  image.addEventListener('error', afterPaint);`,
          `  setTimeout(start, ${IMAGE_WAIT_MS});`,
          `} else afterPaint();`,
        ].join('\n      ');
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('</head>', `  <script type="module">\n      ${loader}\n    </script>\n  </head>`);
      },
    },
  };
}
