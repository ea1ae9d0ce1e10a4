import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countLines, lastAtOrBelow, NOT_A_COUNTRY } from '../site-status/country-db.ts';
import { ipv4Number, ipv6Halves, normaliseIp } from '../site-status/ip.ts';
import { isHostingNetwork } from './hosting-networks.ts';

/** The autonomous system an address is announced from, and whether it is a hosting network. */
export interface Network {
  asn: number;
  /** The organisation's name for a hosting network (kept only for those, to keep the table small), else ''. */
  organisation: string;
  hosting: boolean;
}

export interface AsnDb {
  /** null: private, loopback, shared, unannounced or unlisted address. */
  lookup(ip: string): Network | null;
  readonly ranges: { ipv4: number; ipv6: number; networks: number; hosting: number };
}

const MASK64 = (1n << 64n) - 1n;

export function asnPackageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@ip-location-db/asn/package.json'));
}

/**
 * Calls `row(start, end, asn, organisation)` for each line of the package's numeric CSV:
 * `start,end,asn,organisation`, the organisation quoted when it holds a comma ("Amazon.com, Inc.").
 */
function eachRow(text: string, row: (start: string, end: string, asn: number, organisation: string) => void): void {
  let at = 0;
  while (at < text.length) {
    let nl = text.indexOf('\n', at);
    if (nl === -1) nl = text.length;
    const c1 = text.indexOf(',', at);
    const c2 = text.indexOf(',', c1 + 1);
    const c3 = text.indexOf(',', c2 + 1);
    if (c1 > at && c2 > c1 && c3 > c2 && c3 < nl) {
      let organisation = text.slice(c3 + 1, nl).trimEnd();
      if (organisation.startsWith('"')) organisation = organisation.slice(1, -1).replaceAll('""', '"');
      row(text.slice(at, c1), text.slice(c1 + 1, c2), Number(text.slice(c2 + 1, c3)), organisation);
    }
    at = nl + 1;
  }
}

/**
 * IP-to-network from @ip-location-db/asn (shipped in the npm package, read offline; decision 041).
 * Issue 18 measured the country table as objects at 10.7 MB; this one is kept the same compact way:
 * typed arrays of range starts, ends and AS numbers sorted by start, one binary search per lookup.
 * Organisation names are kept only for hosting networks (what the admin status shows).
 */
export async function loadAsnDb(dir = asnPackageDir()): Promise<AsnDb> {
  const [v4text, v6text] = await Promise.all([
    readFile(path.join(dir, 'asn-ipv4-num.csv'), 'latin1'),
    readFile(path.join(dir, 'asn-ipv6-num.csv'), 'latin1'),
  ]);
  const seen = new Set<number>();
  const hosting = new Map<number, string>();
  const remember = (asn: number, organisation: string) => {
    if (seen.has(asn)) return;
    seen.add(asn);
    // A copy: a slice would keep the whole 32 MB file text alive behind it.
    if (isHostingNetwork(asn, organisation)) hosting.set(asn, Buffer.from(organisation, 'latin1').toString('latin1'));
  };

  const v4max = countLines(v4text);
  const v4start = new Uint32Array(v4max);
  const v4end = new Uint32Array(v4max);
  const v4asn = new Uint32Array(v4max);
  let n4 = 0;
  eachRow(v4text, (s, e, asn, organisation) => {
    v4start[n4] = Number(s);
    v4end[n4] = Number(e);
    v4asn[n4] = asn;
    remember(asn, organisation);
    n4 += 1;
  });

  const v6max = countLines(v6text);
  const v6startHi = new BigUint64Array(v6max);
  const v6startLo = new BigUint64Array(v6max);
  const v6endHi = new BigUint64Array(v6max);
  const v6endLo = new BigUint64Array(v6max);
  const v6asn = new Uint32Array(v6max);
  let n6 = 0;
  eachRow(v6text, (s, e, asn, organisation) => {
    const start = BigInt(s);
    const end = BigInt(e);
    v6startHi[n6] = start >> 64n;
    v6startLo[n6] = start & MASK64;
    v6endHi[n6] = end >> 64n;
    v6endLo[n6] = end & MASK64;
    v6asn[n6] = asn;
    remember(asn, organisation);
    n6 += 1;
  });
  for (let i = 1; i < n4; i += 1) if ((v4start[i] ?? 0) < (v4start[i - 1] ?? 0)) throw new Error('ipv4 ASN ranges are not sorted');

  const networkOf = (asn: number): Network => ({ asn, organisation: hosting.get(asn) ?? '', hosting: hosting.has(asn) });
  return {
    ranges: { ipv4: n4, ipv6: n6, networks: seen.size, hosting: hosting.size },
    lookup(raw) {
      const ip = normaliseIp(raw);
      if (!ip || NOT_A_COUNTRY.has(ip.ip)) return null;
      if (ip.family === 'ipv4') {
        const key = ipv4Number(ip.ip);
        const i = lastAtOrBelow(n4, (m) => (v4start[m] ?? 0) > key);
        return i >= 0 && key <= (v4end[i] ?? -1) ? networkOf(v4asn[i] ?? 0) : null;
      }
      const [hi, lo] = ipv6Halves(ip.ip);
      const i = lastAtOrBelow(n6, (m) => {
        const sHi = v6startHi[m] ?? 0n;
        return sHi > hi || (sHi === hi && (v6startLo[m] ?? 0n) > lo);
      });
      if (i < 0) return null;
      const eHi = v6endHi[i] ?? 0n;
      const inside = hi < eHi || (hi === eHi && lo <= (v6endLo[i] ?? 0n));
      return inside ? networkOf(v6asn[i] ?? 0) : null;
    },
  };
}

// One table per process, shared by every app a test builds; loaded on first use.
let shared: Promise<AsnDb> | null = null;
export function sharedAsnDb(): Promise<AsnDb> {
  shared ??= loadAsnDb().catch((err: unknown) => {
    shared = null;
    throw err;
  });
  return shared;
}

/** The network of an address (null: none known). */
export async function networkOf(ip: string): Promise<Network | null> {
  return (await sharedAsnDb()).lookup(ip);
}
