import { isIP } from 'node:net';

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

const hexDigit = (c: number) => (c <= 57 ? c - 48 : (c | 0x20) - 87);

/**
 * The eight 16-bit groups of an IPv6 address `isIP` accepted; an embedded IPv4 tail (::ffff:1.2.3.4)
 * is two. Read character by character: it runs on every status call from an IPv6 network.
 */
export function ipv6Groups(ip: string): number[] {
  const dotted = ip.includes('.') ? ip.lastIndexOf(':') + 1 : ip.length;
  const groups: number[] = [];
  let gap = -1;
  let value = 0;
  let digits = 0;
  for (let i = 0; i < dotted; i++) {
    const c = ip.charCodeAt(i);
    if (c !== 58) {
      value = value * 16 + hexDigit(c);
      digits += 1;
      continue;
    }
    if (digits > 0) groups.push(value);
    value = 0;
    digits = 0;
    if (ip.charCodeAt(i + 1) === 58) {
      gap = groups.length;
      i += 1;
    }
  }
  if (digits > 0) groups.push(value);
  if (dotted < ip.length) {
    const n = ipv4Number(ip.slice(dotted));
    groups.push(Math.floor(n / 0x10000), n % 0x10000);
  }
  if (gap >= 0) groups.splice(gap, 0, ...Array<number>(8 - groups.length).fill(0));
  return groups;
}

/** 128-bit value of an IPv6 address as two 64-bit halves (for the country table's binary search). */
export function ipv6Halves(ip: string): [bigint, bigint] {
  const g = ipv6Groups(ip);
  const half = (i: number) => (BigInt(g[i]! * 0x10000 + g[i + 1]!) << 32n) | BigInt(g[i + 2]! * 0x10000 + g[i + 3]!);
  return [half(0), half(4)];
}

/** A dotted IPv4 address `isIP` accepted, as a number (0 to 2^32 - 1), without splitting the string. */
export function ipv4Number(ip: string): number {
  let n = 0;
  let octet = 0;
  for (let i = 0; i < ip.length; i++) {
    const c = ip.charCodeAt(i);
    if (c === 46) {
      n = n * 256 + octet;
      octet = 0;
    } else octet = octet * 10 + (c - 48);
  }
  return n * 256 + octet;
}
