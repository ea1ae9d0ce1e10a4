/** doc A §9: each server gets 3 s before the next one in the list is tried. */
export const PER_SERVER_MS = 3_000;

/** Geetest's own static servers, in the order its loaders try them. */
export const DEFAULT_SERVERS = ['https://static.geetest.com', 'https://static.geevisit.com'];

/** The loader's path on a server, per version (gt.js for v3, gt4.js for v4). */
export const LOADER_PATH = { v3: '/static/tools/gt.js', v4: '/v4/gt4.js' } as const;

export interface ScriptLoaderDeps {
  /** Adds a script element for src; resolves on load, rejects on error. Tests bring their own. */
  inject?: (src: string) => Promise<void>;
  perServerMs?: number;
}

/** The one script element per URL, so a retry of the same server does not stack them. */
function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    document.querySelector(`script[data-geetest-src="${CSS.escape(src)}"]`)?.remove();
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.dataset.geetestSrc = src;
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      reject(new Error(`failed to load ${src}`));
    };
    document.head.append(el);
  });
}

/**
 * Loads Geetest's script from the first server that answers within its 3 s, trying the list in
 * order, and resolves once `ready()` says the loader's global is there. Rejects when none did.
 */
export async function loadFromServers(
  servers: readonly string[],
  path: string,
  ready: () => boolean,
  { inject = injectScript, perServerMs = PER_SERVER_MS }: ScriptLoaderDeps = {},
): Promise<string> {
  if (ready()) return 'already loaded';
  for (const server of servers) {
    const src = server.replace(/\/+$/, '') + path;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        inject(src),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${src} took over ${perServerMs} ms`)), perServerMs);
        }),
      ]);
      if (ready()) return src;
    } catch {
      // The next server.
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error('no Geetest server answered');
}
