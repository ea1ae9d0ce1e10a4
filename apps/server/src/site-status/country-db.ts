import { createRequire } from 'node:module';
import path from 'node:path';
import { normaliseIp } from './ip.ts';
import { ipSet } from './ip-set.ts';
import { loadRangeTable } from '../security/ip-range-csv.ts';

/**
 * IP-to-country from @ip-location-db/geo-whois-asn-country (CC0, shipped inside the npm package,
 * never downloaded at run time; decision 016), loaded once into an IpRangeTable; the country is its
 * two letters packed into 16 bits.
 */
export interface CountryDb {
  /** ISO 3166 alpha-2 code, or null (private, loopback, unallocated or unlisted address). */
  lookup(ip: string): string | null;
  readonly ranges: { ipv4: number; ipv6: number };
}

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

export async function loadCountryDb(dir = packageDir()): Promise<CountryDb> {
  const files = { ipv4: 'geo-whois-asn-country-ipv4-num.csv', ipv6: 'geo-whois-asn-country-ipv6-num.csv' };
  // Each line: start,end,CC.
  const table = await loadRangeTable(dir, files, 3, (f) => pack(f.field(2)));
  return {
    ranges: table.ranges,
    lookup(raw) {
      const ip = normaliseIp(raw);
      if (!ip || NOT_A_COUNTRY.has(ip.ip)) return null;
      const cc = table.find(ip);
      return cc === null ? null : unpack(cc);
    },
  };
}
