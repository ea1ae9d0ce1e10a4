import { readFile } from 'node:fs/promises';
import { localeFileName } from '@portico/contract/language-tags';
import type { LanguageCode } from '@portico/contract/languages';
import { jsonForScript } from '../http/html.ts';

/** The web build's lists of each screen's and each locale's own chunks (apps/web/build/screen-preloads.ts). */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json';

export interface ScreenPreloads {
  screens: Record<string, string[]>;
  locales: Record<string, string[]>;
}

const NO_PRELOADS: ScreenPreloads = { screens: {}, locales: {} };

/** Only the build's own script files are ever listed. */
const CHUNK = /^\/m\/assets\/[\w.-]+\.js$/;

function lists(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, hrefs]) => [key, Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string' && CHUNK.test(href)) : []]),
  );
}

/** The lists, or none when the build has no file (an older build): the page then loads as before. */
export async function readScreenPreloads(file: string): Promise<ScreenPreloads> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { screens?: unknown; locales?: unknown };
    return { screens: lists(parsed.screens), locales: lists(parsed.locales) };
  } catch {
    return NO_PRELOADS;
  }
}

/**
 * The prerendered screen's chunks and its language's, which the page's loader asks for with the
 * entry's (decision 048): one round trip for all the screen needs. JSON, so it never runs.
 */
export function preloadsScript(preloads: ScreenPreloads, screen: string, language: LanguageCode): string {
  const hrefs = [...new Set([...(preloads.screens[screen] ?? []), ...(preloads.locales[localeFileName(language)] ?? [])])];
  return hrefs.length ? `<script id="portico-preloads" type="application/json">${jsonForScript(hrefs)}</script>` : '';
}
