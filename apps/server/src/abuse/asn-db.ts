import { createRequire } from 'node:module';
import path from 'node:path';
import { NOT_A_COUNTRY } from '../site-status/country-db.ts';
import { normaliseIp } from '../site-status/ip.ts';
import { loadRangeTable } from '../security/ip-range-csv.ts';
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
 * IP-to-network from @ip-location-db/asn (shipped in the npm package, read offline; decision 041).
 * Kept compact like the country table (an IpRangeTable of AS numbers).
 * Organisation names are kept only for hosting networks (what the admin status shows).
 */
export async function loadAsnDb(dir = asnPackageDir()): Promise<AsnDb> {
  const seen = new Set<number>();
  const hosting = new Map<number, string>();
  const files = { ipv4: 'asn-ipv4-num.csv', ipv6: 'asn-ipv6-num.csv' };
  // Each line: start,end,asn,organisation; the organisation quoted when it holds a comma ("Amazon.com, Inc.").
  const table = await loadRangeTable(dir, files, 4, (f) => {
    const asn = Number(f.field(2));
    if (!seen.has(asn)) {
      seen.add(asn);
      const organisation = f.field(3);
      // A copy: a slice would keep the whole 32 MB file text alive behind it.
      if (isHostingNetwork(asn, organisation)) hosting.set(asn, Buffer.from(organisation, 'latin1').toString('latin1'));
    }
    return asn;
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
