import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countLines, NOT_A_COUNTRY } from '../site-status/zz-old-country-db.ts';
import { normaliseIp } from '../site-status/ip.ts';
import { IpRangeTable } from '../security/ip-ranges.ts';
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
 * Kept compact like the country table (an IpRangeTable of AS numbers).
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

  const table = new IpRangeTable(countLines(v4text), countLines(v6text));
  eachRow(v4text, (s, e, asn, organisation) => {
    table.addV4(s, e, asn);
    remember(asn, organisation);
  });
  eachRow(v6text, (s, e, asn, organisation) => {
    table.addV6(s, e, asn);
    remember(asn, organisation);
  });

  const networkOf = (asn: number): Network => ({ asn, organisation: hosting.get(asn) ?? '', hosting: hosting.has(asn) });
  return {
    ranges: { ...table.ranges, networks: seen.size, hosting: hosting.size },
    lookup(raw) {
      const ip = normaliseIp(raw);
      if (!ip || NOT_A_COUNTRY.has(ip.ip)) return null;
      const asn = table.find(ip);
      return asn === null ? null : networkOf(asn);
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
