import { beforeAll, describe, expect, it } from 'vitest';
import { loadCountryDb, type CountryDb } from '../../src/site-status/country-db.ts';
import { ruleProblem } from '../../src/site-status/ip.ts';
import { ipSet } from '../../src/site-status/ip-set.ts';

// Countries checked by hand in node_modules/@ip-location-db/geo-whois-asn-country/*.csv:
//   1.1.128.0,1.1.255.255,TH     202.90.33.0,202.90.33.255,IN     8.8.8.0,8.8.8.255,US (8.8.8.0/24 line)
//   2400:cb00:19::,2400:cb00:19:ffff:…,FR     2001:4860::,2001:4860:ffff:…,US
let db: CountryDb;
beforeAll(async () => {
  db = await loadCountryDb();
}, 30_000);

describe('IP-to-country table (the package data, loaded once)', () => {
  it('finds the country of IPv4 addresses by binary search', () => {
    expect(db.lookup('1.1.128.5')).toBe('TH');
    expect(db.lookup('1.1.255.255')).toBe('TH');
    expect(db.lookup('202.90.33.10')).toBe('IN');
    expect(db.lookup('202.90.34.1')).toBe('US');
  });

  it('finds the country of IPv6 addresses, and of IPv4-mapped ones', () => {
    expect(db.lookup('2400:cb00:19::1')).toBe('FR');
    expect(db.lookup('2400:cb00:18:ffff::1')).toBe('US');
    expect(db.lookup('2001:4860:4860::8888')).toBe('US');
    expect(db.lookup('::ffff:1.1.128.5')).toBe('TH');
  });

  // The package lists 192.168.0.0/16 as AU; a LAN client has no country.
  it('knows nothing of private, loopback and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.1.1', '100.64.3.4', 'fd00::1', '::1', 'fe80::1', 'not-an-ip', '']) expect(db.lookup(ip)).toBeNull();
  });

  it('holds every range of the package', () => {
    expect(db.ranges.ipv4).toBeGreaterThan(300_000);
    expect(db.ranges.ipv6).toBeGreaterThan(200_000);
  });
});

describe('IP rules (exact and CIDR, IPv4 and IPv6)', () => {
  const rules = ipSet(['203.0.113.9', '198.51.100.0/24', '2001:db8:abcd::/48', '2001:db8::7']);

  it('matches exact addresses and blocks, in both spellings of an IPv4 client', () => {
    expect(rules.has('203.0.113.9')).toBe(true);
    expect(rules.has('::ffff:203.0.113.9')).toBe(true);
    expect(rules.has('198.51.100.200')).toBe(true);
    expect(rules.has('2001:db8:abcd:12::1')).toBe(true);
    expect(rules.has('2001:DB8::7')).toBe(true);
  });

  it('does not match neighbours', () => {
    expect(rules.has('203.0.113.10')).toBe(false);
    expect(rules.has('198.51.101.1')).toBe(false);
    expect(rules.has('2001:db8:abce::1')).toBe(false);
    expect(rules.has('garbage')).toBe(false);
  });

  it('names what is wrong with a bad rule (the merchant file refuses it at startup)', () => {
    expect(ruleProblem('10.0.0.0/33')).toMatch(/prefix/);
    expect(ruleProblem('10.0.0/8')).toMatch(/not an IPv4/);
    expect(ruleProblem('2001:db8::/129')).toMatch(/prefix/);
    expect(ruleProblem('1.2.3.4/8/9')).toMatch(/more than one/);
    expect(ruleProblem('2001:db8::/32')).toBeNull();
  });
});
