import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normaliseIp } from './ip.ts';
import { ipSet } from './ip-set.ts';
import { IpRangeTable } from '../security/ip-ranges.ts';

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

export async function loadCountryDb(dir = packageDir()): Promise<CountryDb> {
  const [v4text, v6text] = await Promise.all([
    readFile(path.join(dir, 'geo-whois-asn-country-ipv4-num.csv'), 'latin1'),
    readFile(path.join(dir, 'geo-whois-asn-country-ipv6-num.csv'), 'latin1'),
  ]);
  const table = new IpRangeTable(countLines(v4text), countLines(v6text));
  eachRow(v4text, (s, e, cc) => table.addV4(s, e, pack(cc)));
  eachRow(v6text, (s, e, cc) => table.addV6(s, e, pack(cc)));
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
