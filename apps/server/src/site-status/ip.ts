import { BlockList, isIP } from 'node:net';

/** 'v4' or 'v6' after normalising, or null when `raw` is not an IP address. */
export type IpFamily = 'ipv4' | 'ipv6';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address a rule is checked against: zone index dropped, IPv4-mapped IPv6 (::ffff:1.2.3.4,
 * what a dual-stack socket reports for an IPv4 client) folded to plain IPv4, so one rule written
 * as 1.2.3.4 or 1.2.3.0/24 covers both spellings.
 */
export function normaliseIp(raw: string): { ip: string; family: IpFamily } | null {
  const trimmed = raw.trim().replace(/%.*$/, '');
  const mapped = MAPPED_V4.exec(trimmed);
  const ip = mapped?.[1] ?? trimmed;
  const version = isIP(ip);
  if (version === 4) return { ip, family: 'ipv4' };
  if (version === 6) return { ip: ip.toLowerCase(), family: 'ipv6' };
  return null;
}

/** Why a rule string is not an address or CIDR block; null when it is one. */
export function ruleProblem(rule: string): string | null {
  const [address = '', prefix, extra] = rule.split('/');
  if (extra !== undefined) return 'more than one "/"';
  const ip = normaliseIp(address);
  if (!ip) return 'not an IPv4 or IPv6 address';
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = ip.family === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) return `prefix must be 0 to ${max}`;
  return null;
}

/** A set of addresses and CIDR blocks (IPv4 and IPv6), checked with node's BlockList. */
export interface IpSet {
  has(ip: string): boolean;
  readonly size: number;
}

export function ipSet(rules: readonly string[]): IpSet {
  const list = new BlockList();
  for (const rule of rules) {
    const [address = '', prefix] = rule.split('/');
    const ip = normaliseIp(address);
    if (!ip) throw new Error(`not an IP rule: ${rule}`);
    if (prefix === undefined) list.addAddress(ip.ip, ip.family);
    else list.addSubnet(ip.ip, Number(prefix), ip.family);
  }
  return {
    size: rules.length,
    has(raw) {
      if (rules.length === 0) return false;
      const ip = normaliseIp(raw);
      return ip !== null && list.check(ip.ip, ip.family);
    },
  };
}

/** 128-bit value of an IPv6 address as two 64-bit halves (for the country table's binary search). */
export function ipv6Halves(ip: string): [bigint, bigint] {
  let groups: string[];
  const [head = '', tail] = ip.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const last = (tail === undefined ? headParts : tailParts).at(-1);
  if (last?.includes('.')) {
    const octets = last.split('.').map(Number);
    const words = [((octets[0] ?? 0) << 8) | (octets[1] ?? 0), ((octets[2] ?? 0) << 8) | (octets[3] ?? 0)].map((w) => w.toString(16));
    (tail === undefined ? headParts : tailParts).splice(-1, 1, ...words);
  }
  if (tail === undefined) groups = headParts;
  else groups = [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts];
  let hi = 0n;
  let lo = 0n;
  groups.forEach((g, i) => {
    const word = BigInt(parseInt(g || '0', 16));
    if (i < 4) hi = (hi << 16n) | word;
    else lo = (lo << 16n) | word;
  });
  return [hi, lo];
}

export function ipv4Number(ip: string): number {
  return ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}
