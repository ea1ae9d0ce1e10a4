import type { ZodMiniType } from 'zod/mini';
import { events } from '../events/app-events.ts';

/**
 * GET answers kept in sessionStorage (doc A §7 "GET responses can be cached in session
 * storage"): settings that do not change within a visit, fetched once per tab.
 */
const PREFIX = 'portico.http:';

export function cacheKey(parts: { url: string; query: string; merchant: string; language: string }): string {
  return PREFIX + JSON.stringify([parts.url, parts.query, parts.merchant, parts.language]);
}

/** A hit is parsed again: an entry written by an older build must not reach the caller unchecked. */
export async function readCached<V>(
  key: string,
  source: ZodMiniType<V> | Promise<ZodMiniType<V>> | undefined,
): Promise<{ hit: true; value: V } | { hit: false }> {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    return { hit: false };
  }
  if (raw === null) return { hit: false };
  // A schema that cannot be loaded rejects the call: the cached answer is not served unchecked.
  const schema = await source;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!schema) return { hit: true, value: stored as V };
    const parsed = schema.safeParse(stored);
    if (parsed.success) return { hit: true, value: parsed.data };
  } catch {
    // not JSON: dropped below
  }
  dropCached(key);
  return { hit: false };
}

export function writeCached(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value ?? null));
  } catch {
    // quota or private mode: the next call simply fetches again
  }
}

export function dropCached(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing cached
  }
}

export function clearResponseCache(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing cached
  }
}

// The key has no member in it, so answers cached for one member must go when they sign out.
events.on('signed-out', clearResponseCache);
