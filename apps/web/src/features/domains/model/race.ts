import { RACE_MAX_DOMAINS, RACE_PING_TIMEOUT_MS } from '@portico/contract/domains';

/**
 * The fastest-domain race (doc A §7, §9; decision 018): at most 10 of the domains, shuffled, each
 * pinged at `{domain}/wps/system/test/ping?speed=<ms>` with its own 10 s time-out. The first good
 * answer wins and every other request is aborted at once. A plain GET without custom headers, so
 * the browser sends no preflight; the platform answers it with CORS only for its own domains.
 */
export interface RaceOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  max?: number;
  random?: () => number;
  now?: () => number;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** An origin (scheme, host, port) for a domainName: a bare host means https. Null when unusable. */
export function domainOrigin(domainName: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(domainName) && !/^https?:\/\//i.test(domainName)) return null;
  const text = /^https?:\/\//i.test(domainName) ? domainName : `https://${domainName}`;
  if (!URL.canParse(text)) return null;
  return new URL(text).origin;
}

/** The winning origin, or null when no domain answered in time. */
export async function raceDomains(domainNames: readonly string[], options: RaceOptions = {}): Promise<string | null> {
  const { fetch: fetcher = fetch.bind(globalThis), timeoutMs = RACE_PING_TIMEOUT_MS, max = RACE_MAX_DOMAINS, random, now = Date.now } = options;
  const origins = [...new Set(domainNames.map(domainOrigin).filter((o): o is string => o !== null))];
  const entrants = shuffle(origins, random).slice(0, max);
  if (entrants.length === 0) return null;
  const controllers = entrants.map(() => new AbortController());
  const timers: ReturnType<typeof setTimeout>[] = [];
  const attempts = entrants.map(async (origin, i) => {
    const controller = controllers[i] as AbortController;
    timers.push(setTimeout(() => controller.abort(new DOMException('ping time-out', 'TimeoutError')), timeoutMs));
    const response = await fetcher(`${origin}/wps/system/test/ping?speed=${now()}`, {
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
    });
    const body = (await response.json()) as { success?: unknown };
    if (!response.ok || body?.success !== true) throw new Error(`${origin}: no good answer`);
    return { origin, i };
  });
  try {
    const { origin, i: winner } = await Promise.any(attempts);
    controllers.forEach((c, i) => {
      if (i !== winner) c.abort(new DOMException('lost the race', 'AbortError'));
    });
    return origin;
  } catch {
    return null;
  } finally {
    timers.forEach(clearTimeout);
  }
}
