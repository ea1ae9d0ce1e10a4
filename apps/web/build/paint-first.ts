import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's scripts are asked for once the prerendered screen has been painted (decision 043).
 * Left to the preload scanner, they arrive while the page is still laid out, and a phone then runs
 * them before or around the first paint; Lighthouse's model of a slow phone counts them as
 * blocking that paint (/m/login's LCP 1.5–1.8 s; 0.69 s with this). The screen needs no script to be read:
 * the scripts start one frame after it is drawn (or after 250 ms when the tab is hidden and draws
 * no frame), the preloads alongside, so the entry's imports still arrive in one round trip.
 */
export function paintFirst(): Plugin {
  return {
    name: 'portico-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('paint-first: no module script in index.html');
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
        const loader = [
          `let started = false;`,
          `const start = () => {`,
          `  if (started) return;`,
          `  started = true;`,
          `  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));`,
          `  import(${JSON.stringify(entry)});`,
          `};`,
          `requestAnimationFrame(() => setTimeout(start));`,
          `setTimeout(start, 250);`,
        ].join('\n      ');
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('</head>', `  <script type="module">\n      ${loader}\n    </script>\n  </head>`);
      },
    },
  };
}
