import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ipSet, ipv4Number, ipv6Halves, normaliseIp } from './ip.ts';

/**
 * IP-to-country from @ip-location-db/geo-whois-asn-country (CC0, shipped inside the npm package,
 * never downloaded at run time; decision 016). Loaded once into typed arrays sorted by range
 * start: IPv4 ranges as 32-bit numbers, IPv6 ranges as two 64-bit halves; the country is its two
 * letters packed into 16 bits. A lookup is one binary search.
 */
export interface CountryDb {
  /** ISO 3166 alpha-2 code, or null (private, loopback, unallocated or unlisted address). */
  lookup(ip: string): string | null;
  readonly ranges: { ipv4: number; ipv6: number };
}

const MASK64 = (1n << 64n) - 1n;

/**
 * Addresses that belong to no country, whatever the table says: the package lists 192.168.0.0/16
 * as AU (its whois source), which would give every LAN client a country. Private (RFC 1918, ULA),
 * loopback, link-local, shared (CGNAT) and unspecified addresses are unknown instead.
 */
export const NOT_A_COUNTRY = ipSet([
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16',
  '::/128', '::1/128', 'fc00::/7', 'fe80::/10',
]);

export function packageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country/package.json'));
}

const pack = (cc: string) => (cc.charCodeAt(0) << 8) | cc.charCodeAt(1);
const unpack = (n: number) => String.fromCharCode(n >> 8, n & 0xff);

/** Calls `row(start, end, country)` for each line "start,end,CC" of the package's numeric CSV. */
function eachRow(text: string, row: (start: string, end: string, cc: string) => void): number {
  let count = 0;
  let at = 0;
  while (at < text.length) {
    let nl = text.indexOf('\n', at);
    if (nl === -1) nl = text.length;
    const c1 = text.indexOf(',', at);
    const c2 = text.indexOf(',', c1 + 1);
    if (c1 > at && c2 > c1 && c2 < nl) {
      row(text.slice(at, c1), text.slice(c1 + 1, c2), text.slice(c2 + 1, c2 + 3));
      count += 1;
    }
    at = nl + 1;
  }
  return count;
}

export function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n + 1;
}

/** Index of the last range whose start ≤ key, or -1 (the ASN table uses it too). */
export function lastAtOrBelow(size: number, startsAbove: (i: number) => boolean): number {
  let lo = 0;
  let hi = size - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (startsAbove(mid)) hi = mid - 1;
    else {
      found = mid;
      lo = mid + 1;
    }
  }
  return found;
}

export async function loadCountryDb(dir = packageDir()): Promise<CountryDb> {
  const [v4text, v6text] = await Promise.all([
    readFile(path.join(dir, 'geo-whois-asn-country-ipv4-num.csv'), 'latin1'),
    readFile(path.join(dir, 'geo-whois-asn-country-ipv6-num.csv'), 'latin1'),
  ]);

  const v4max = countLines(v4text);
  const v4start = new Uint32Array(v4max);
  const v4end = new Uint32Array(v4max);
  const v4cc = new Uint16Array(v4max);
  let n4 = 0;
  eachRow(v4text, (s, e, cc) => {
    v4start[n4] = Number(s);
    v4end[n4] = Number(e);
    v4cc[n4] = pack(cc);
    n4 += 1;
  });

  const v6max = countLines(v6text);
  const v6startHi = new BigUint64Array(v6max);
  const v6startLo = new BigUint64Array(v6max);
  const v6endHi = new BigUint64Array(v6max);
  const v6endLo = new BigUint64Array(v6max);
  const v6cc = new Uint16Array(v6max);
  let n6 = 0;
  eachRow(v6text, (s, e, cc) => {
    const start = BigInt(s);
    const end = BigInt(e);
    v6startHi[n6] = start >> 64n;
    v6startLo[n6] = start & MASK64;
    v6endHi[n6] = end >> 64n;
    v6endLo[n6] = end & MASK64;
    v6cc[n6] = pack(cc);
    n6 += 1;
  });

  // The package's files are sorted by start; a lookup depends on it, so a bad file fails here.
  for (let i = 1; i < n4; i += 1) if ((v4start[i] ?? 0) < (v4start[i - 1] ?? 0)) throw new Error('ipv4 country ranges are not sorted');

  return {
    ranges: { ipv4: n4, ipv6: n6 },
    lookup(raw) {
      const ip = normaliseIp(raw);
      if (!ip || NOT_A_COUNTRY.has(ip.ip)) return null;
      if (ip.family === 'ipv4') {
        const key = ipv4Number(ip.ip);
        const i = lastAtOrBelow(n4, (m) => (v4start[m] ?? 0) > key);
        return i >= 0 && key <= (v4end[i] ?? -1) ? unpack(v4cc[i] ?? 0) : null;
      }
      const [hi, lo] = ipv6Halves(ip.ip);
      const i = lastAtOrBelow(n6, (m) => {
        const sHi = v6startHi[m] ?? 0n;
        return sHi > hi || (sHi === hi && (v6startLo[m] ?? 0n) > lo);
      });
      if (i < 0) return null;
      const eHi = v6endHi[i] ?? 0n;
      const inside = hi < eHi || (hi === eHi && lo <= (v6endLo[i] ?? 0n));
      return inside ? unpack(v6cc[i] ?? 0) : null;
    },
  };
}
