import type { OfflineStrings } from './messages';

/** Until the page has told the worker its language (the first visit ends before it can). */
export const ENGLISH: OfflineStrings = {
  lang: 'en',
  dir: 'ltr',
  title: 'Offline',
  message: 'You are offline. Check your connection.',
  retry: 'Try again',
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,sans-serif;' +
  'background:#fff;color:#1a1a1a;text-align:center}main{padding:24px;max-width:320px}' +
  'h1{font-size:20px}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:8px;background:#0b4fa8;color:#fff;text-decoration:none}' +
  '@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}}';

/**
 * The page a navigation gets when the network fails. No script (nothing to hash or to fail) and
 * one inline style; "Try again" is a link to the address the player asked for, so it retries
 * exactly that page.
 */
export function offlinePage(strings: OfflineStrings, requestedUrl: string): string {
  const s = { ...strings, title: escape(strings.title), message: escape(strings.message), retry: escape(strings.retry) };
  return (
    `<!doctype html><html lang="${escape(s.lang)}" dir="${s.dir === 'rtl' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${s.title}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${s.message}</h1><a href="${escape(requestedUrl)}">${s.retry}</a></main></body></html>`
  );
}

/** Its headers: only its own style may apply (the page is built here, not by the platform). */
export async function offlineHeaders(): Promise<Record<string, string>> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`,
  };
}
