import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Domains (doc A §4, §7; doc E §3 "Customer-service entry"), decision 018.
 *
 * Customer-service paths travel encoded: `<body><key>`, the key being the last 8 characters
 * (doc E §3). The body is base64url of the URL's UTF-8 bytes XORed with the key's bytes, cycled.
 * This is OBFUSCATION, not encryption: the key travels with the text, so anyone can decode it.
 * It keeps plain chat URLs out of naive scrapers and matches what clients of the spec expect;
 * nothing secret may ever be put in a customer-service path.
 */

export const CS_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let c = 0; c < chars; c++) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c++) {
      const v = c < group.length ? B64URL.indexOf(group[c] as string) : 0;
      if (v < 0) return null;
      n = (n << 6) | v;
    }
    out.push((n >> 16) & 255);
    if (group.length > 2) out.push((n >> 8) & 255);
    if (group.length > 3) out.push(n & 255);
  }
  return Uint8Array.from(out);
}

function xor(bytes: Uint8Array, key: string): Uint8Array {
  return bytes.map((b, i) => b ^ key.charCodeAt(i % key.length));
}

/**
 * A key derived from the URL (FNV-1a), so the same merchant file always serves the same text
 * (cacheable, diffable); any 8 characters of the alphabet decode the same way.
 */
export function csKeyFor(url: string): string {
  let h = 0x811c9dc5;
  let key = '';
  for (let round = 0; key.length < CS_KEY_LENGTH; round++) {
    for (let i = 0; i < url.length; i++) h = Math.imul(h ^ url.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ round, 0x01000193) >>> 0;
    key += KEY_ALPHABET[h % KEY_ALPHABET.length];
  }
  return key;
}

export function encodeCsPath(url: string, key: string = csKeyFor(url)): string {
  if (key.length !== CS_KEY_LENGTH || [...key].some((c) => !KEY_ALPHABET.includes(c))) {
    throw new Error(`customer-service key must be ${CS_KEY_LENGTH} characters of [A-Za-z0-9]`);
  }
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
}

/** The URL, or null when `path` is not a valid encoding (the caller then uses the raw path, doc A §8). */
export function decodeCsPath(path: string): string | null {
  if (path.length <= CS_KEY_LENGTH) return null;
  const key = path.slice(-CS_KEY_LENGTH);
  if ([...key].some((c) => !KEY_ALPHABET.includes(c))) return null;
  const bytes = fromBase64Url(path.slice(0, -CS_KEY_LENGTH));
  if (!bytes) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes, key));
    // An encoded path is an absolute URL of printable text; anything else means the input was
    // not ours (a raw path whose tail happens to look like a key).
    const printable = [...text].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f);
    return printable && /^[a-z][a-z0-9+.-]*:./i.test(text) ? text : null;
  } catch {
    return null;
  }
}

/** doc E §8: a decoding failure falls back to the raw path. */
export function csPathToUrl(path: string): string {
  return decodeCsPath(path) ?? path;
}

export const domainCheckValue = z.object({
  customerService: z.array(z.object({ title: z.string(), path: z.string() })),
  /** Origins (scheme, host, optional port) the web app may race and move to. */
  domainList: z.array(z.object({ domainName: z.string() })),
});
export type DomainCheckValue = z.infer<typeof domainCheckValue>;

/** doc A §7 "Domain check" (path not shown; decision 018 picks this one). */
export const domainCheckEndpoint = defineEndpoint({
  id: 'system.domainCheck',
  methods: ['GET'],
  path: '/wps/system/domainCheck',
  summary: "The merchant's customer-service entries (encoded paths) and the domains to race",
  auth: 'none',
  encrypted: false,
  value: domainCheckValue,
});

export const domainRouteValue = z.object({
  /** The host the call arrived on. */
  host: z.string(),
  merchantCode: z.string(),
  /** MAIN: one of the merchant's domains; AFFILIATE: a domain handed to an affiliate; DISABLED: taken out of service. */
  kind: z.enum(['MAIN', 'AFFILIATE', 'DISABLED']),
  affiliateCode: z.nullable(z.string()),
  referralCode: z.nullable(z.string()),
  /** Where a visitor landing on this host belongs (the affiliate redirect), or null to stay. */
  redirect: z.nullable(z.string()),
});
export type DomainRouteValue = z.infer<typeof domainRouteValue>;

export const domainRouteEndpoint = defineEndpoint({
  id: 'system.domainRoute',
  methods: ['GET'],
  path: '/wps/system/domainRoute',
  summary: "The current host's route: main, affiliate (codes + redirect to /m/index.html) or disabled",
  auth: 'none',
  encrypted: false,
  value: domainRouteValue,
});

/** doc A §9. */
export const PING_TIMEOUT_MS = 20_000;
export const RACE_PING_TIMEOUT_MS = 10_000;
export const RACE_MAX_DOMAINS = 10;
