import { ipv4Number, ipv6Groups, normaliseIp, type IpFamily } from './ip.ts';

/** A set of addresses and CIDR blocks (IPv4 and IPv6). */
export interface IpSet {
  has(ip: string): boolean;
  readonly size: number;
}

/** ::ffff:0:0/96, where an IPv4 address lives in the IPv6 space (where node's BlockList places it too). */
const MAPPED_BASE = 0xffffn << 32n;
const MAPPED_LAST = MAPPED_BASE | 0xffff_ffffn;

function value128(ip: { ip: string; family: IpFamily }): bigint {
  if (ip.family === 'ipv4') return MAPPED_BASE | BigInt(ipv4Number(ip.ip));
  return ipv6Groups(ip.ip).reduce((n, g) => (n << 16n) | BigInt(g), 0n);
}

/** A rule as its first and last address in the 128-bit space (an IPv4 rule inside ::ffff:0:0/96). */
function ruleRange(rule: string): [bigint, bigint] {
  const [address = '', prefix] = rule.split('/');
  const ip = normaliseIp(address);
  if (!ip) throw new Error(`not an IP rule: ${rule}`);
  const bits = prefix === undefined ? 128 : Number(prefix) + (ip.family === 'ipv4' ? 96 : 0);
  const host = (1n << BigInt(128 - bits)) - 1n;
  const start = value128(ip) & ~host;
  return [start, start | host];
}

/** A 128-bit value as four 32-bit words, most significant first. */
const words = (n: bigint) => [96n, 64n, 32n, 0n].map((shift) => Number((n >> shift) & 0xffff_ffffn));

/** Whether the words of `a` (from `at` in a flat list) come at or before those of `b`. */
function atOrBefore(a: readonly number[], at: number, b: readonly number[], bt: number): boolean {
  for (let i = 0; i < 4; i++) if (a[at + i] !== b[bt + i]) return a[at + i]! < b[bt + i]!;
  return true;
}

/**
 * The rules as ranges of plain numbers: an IPv4 caller (the usual one) costs a few comparisons, an
 * IPv6 caller a few more over 32-bit words. Node's BlockList, used before, built a SocketAddress per
 * check, about 4.5 µs each and several per status call (issue 18). Matching is BlockList's: an IPv6
 * rule covering part of ::ffff:0:0/96 covers those IPv4 addresses, an IPv4 rule covers the IPv4-mapped
 * IPv6 spellings (test/site-status/ip-set.test.ts compares the two on random rules and addresses).
 */
export function ipSet(rules: readonly string[]): IpSet {
  const ranges = rules.map(ruleRange);
  // [start, end] pairs: IPv4 numbers of the part of each range inside ::ffff:0:0/96; words of each range.
  const v4: number[] = [];
  const v6: number[] = [];
  for (const [start, end] of ranges) {
    const from = start > MAPPED_BASE ? start : MAPPED_BASE;
    const to = end < MAPPED_LAST ? end : MAPPED_LAST;
    if (from <= to) v4.push(Number(from - MAPPED_BASE), Number(to - MAPPED_BASE));
    v6.push(...words(start), ...words(end));
  }
  function hasV4(n: number) {
    for (let i = 0; i < v4.length; i += 2) if (v4[i]! <= n && n <= v4[i + 1]!) return true;
    return false;
  }
  function hasV6(address: number[]) {
    for (let i = 0; i < v6.length; i += 8) if (atOrBefore(v6, i, address, 0) && atOrBefore(address, 0, v6, i + 4)) return true;
    return false;
  }
  return {
    size: rules.length,
    has(raw) {
      if (rules.length === 0) return false;
      const ip = normaliseIp(raw);
      if (ip === null) return false;
      if (ip.family === 'ipv4') return hasV4(ipv4Number(ip.ip));
      const g = ipv6Groups(ip.ip);
      return hasV6([0, 2, 4, 6].map((i) => g[i]! * 0x10000 + g[i + 1]!));
    },
  };
}
