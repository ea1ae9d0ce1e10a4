import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipSet } from '../../src/site-status/ip-set.ts';
import { normaliseIp } from '../../src/site-status/ip.ts';

/** What ipSet did before issue 18: node's BlockList, fed the same normalised rules and addresses. */
function blockListSet(rules: readonly string[]) {
  const list = new BlockList();
  for (const rule of rules) {
    const [address = '', prefix] = rule.split('/');
    const ip = normaliseIp(address)!;
    if (prefix === undefined) list.addAddress(ip.ip, ip.family);
    else list.addSubnet(ip.ip, Number(prefix), ip.family);
  }
  return (raw: string) => {
    const ip = normaliseIp(raw);
    return ip !== null && list.check(ip.ip, ip.family);
  };
}

/** Addresses near each other, so that rules and addresses often overlap; every spelling of IPv6. */
const v4 = fc.tuple(fc.constantFrom(10, 192, 203), fc.nat(3), fc.nat(3), fc.nat(255)).map((o) => o.join('.'));
const v6 = fc.oneof(
  fc.ipV6(),
  fc.tuple(fc.constantFrom('2001:db8::', 'fe80::', '::ffff:', '64:ff9b::'), fc.nat(3), fc.nat(0xffff)).map(([p, a, b]) => `${p}${a.toString(16)}:${b.toString(16)}`),
  v4.map((a) => `::ffff:${a}`),
);
const address = fc.oneof(v4, v6);
const rule = fc.oneof(
  address,
  fc.tuple(v4, fc.integer({ min: 0, max: 32 })).map(([a, p]) => `${a}/${p}`),
  fc.tuple(v6, fc.integer({ min: 0, max: 128 })).filter(([a]) => normaliseIp(a)?.family === 'ipv6').map(([a, p]) => `${a}/${p}`),
);

describe('IP rule sets', () => {
  it('match what node\'s BlockList matched, for any rules and address', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), fc.array(address, { minLength: 1, maxLength: 8 }), (rules, addresses) => {
        const set = ipSet(rules);
        const reference = blockListSet(rules);
        for (const a of addresses) expect(set.has(a), `${a} in ${rules.join(', ')}`).toBe(reference(a));
      }),
      { numRuns: 2000 },
    );
  });

  it('take IPv4 rules for IPv4-mapped IPv6 callers and IPv6 rules over ::ffff:0:0/96 for IPv4 callers', () => {
    expect(ipSet(['198.51.100.0/24']).has('::ffff:c633:6407')).toBe(true);
    expect(ipSet(['::ffff:0:0/96']).has('8.8.8.8')).toBe(true);
    expect(ipSet(['::/0']).has('8.8.8.8')).toBe(true);
    expect(ipSet(['0.0.0.0/0']).has('2001:db8::1')).toBe(false);
  });

  it('read every spelling of an IPv6 address the same', () => {
    // The URL parser's spelling: lower case, the longest run of zeros as ::, an IPv4 tail in hex.
    const canonical = (a: string) => new URL(`http://[${a}]/`).hostname.slice(1, -1);
    fc.assert(
      fc.property(fc.ipV6(), (a) => {
        expect(ipSet([a]).has(canonical(a)), canonical(a)).toBe(true);
        expect(ipSet([canonical(a)]).has(a), a).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
