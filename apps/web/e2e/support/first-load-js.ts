import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** Budget for the JavaScript a phone downloads to show the first screen, gzip -9. */
export const FIRST_LOAD_JS_BUDGET = 120 * 1024;

/**
 * What the first screens reach once zod and the contract's schemas left the first load (decision 047),
 * plus about 2 KiB of headroom: /m/login JS; /m/home and /m/register JS + CSS.
 */
export const FIRST_LOAD_BUDGETS = { login: 109 * 1024, home: 110 * 1024, register: 110 * 1024 } as const;

/**
 * zod's own code: every zod schema object carries a `_zod` property, and minifying keeps property
 * names. A first-load file that contains it brought zod (and so the contract's schemas) back.
 */
export const ZOD_MARKER = '_zod';

export type JsFile = { url: string; bytes: number; gzipBytes: number; hasZod: boolean };
export type FirstLoadJs = { url: string; gzipBytes: number; bytes: number; files: JsFile[] };

function isJavaScript(response: Response): boolean {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /(java|ecma)script/.test(contentType);
}

function isCss(response: Response): boolean {
  return response.request().resourceType() === 'stylesheet' || /text\/css/.test(response.headers()['content-type'] ?? '');
}

export interface MeasureOptions {
  /** Count stylesheets too (home's budget is JS + CSS). */
  css?: boolean;
  /**
   * A performance mark the page sets: only files requested before it count (home marks
   * 'portico:home-sections' when it asks for its first section, after hydration — decision 028).
   */
  before?: string;
  /**
   * A mark that, when the page set it, ends the first load too: 'portico:deferred', set at the
   * person's first touch or when the extras' fallback runs out (3 s). A page still loading then (a
   * cold platform, a busy machine) must not count what waits for that moment as its first load.
   */
  beforeIfSet?: string;
}

/**
 * Loads `url` in a fresh page (no cache) and sums every JavaScript response received until
 * the network is idle: entry scripts, modulepreloads and lazy chunks the first screen pulls.
 * Each body is gzipped at level 9 here, so the figure does not depend on server compression.
 */
export async function measureFirstLoadJs(page: Page, url: string, options: MeasureOptions = {}): Promise<FirstLoadJs> {
  const responses = new Map<string, Response>();
  const onResponse = (response: Response) => {
    if (response.ok() && (isJavaScript(response) || (options.css && isCss(response)))) responses.set(response.url(), response);
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  for (const [mark, required] of [
    [options.before, true],
    [options.beforeIfSet, false],
  ] as const) {
    if (!mark) continue;
    const early = await page.evaluate(
      ([name, must]) => {
        const at = performance.getEntriesByName(name)[0]?.startTime;
        if (at === undefined && must) throw new Error(`the page never set the mark ${name}`);
        return at === undefined ? null : performance.getEntriesByType('resource').filter((e) => e.startTime < at).map((e) => e.name);
      },
      [mark, required] as const,
    );
    if (early) for (const name of [...responses.keys()]) if (!early.includes(name)) responses.delete(name);
  }
  const files = await Promise.all(
    [...responses.values()].map(async (response): Promise<JsFile> => {
      const body = await response.body();
      return { url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, hasZod: body.includes(ZOD_MARKER) };
    }),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    url,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    files,
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A per-file table for logs: gzip size, raw size, path. */
export function formatFirstLoadJs(result: FirstLoadJs): string {
  const rows = result.files.map(
    (f) => `  ${kib(f.gzipBytes).padStart(10)} ${kib(f.bytes).padStart(10)}  ${new URL(f.url).pathname}`,
  );
  return [
    `First-load JS for ${result.url}: ${kib(result.gzipBytes)} gzip (${result.gzipBytes} B; budget ${kib(FIRST_LOAD_JS_BUDGET)}), ${result.files.length} files`,
    `  ${'gzip'.padStart(10)} ${'raw'.padStart(10)}  file`,
    ...rows,
  ].join('\n');
}
