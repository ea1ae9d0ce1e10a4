import { ipv6Halves, normaliseIp } from '../site-status/ip.ts';

/**
 * The network an address belongs to for abuse limits (decision 034): its /24 for IPv4, its /48 for
 * IPv6 (what one customer site is usually given), IPv4-mapped IPv6 folded to IPv4 first. A bot
 * rotating through the addresses of one block shares that block's allowance.
 * Something that is not an address (a test's fake, a broken proxy header) is its own group.
 */
export function addressGroup(raw: string): string {
  const ip = normaliseIp(raw);
  if (!ip) return raw;
  if (ip.family === 'ipv4') return `${ip.ip.split('.').slice(0, 3).join('.')}.0/24`;
  const [hi] = ipv6Halves(ip.ip);
  const top = hi >> 16n;
  const groups = [top >> 32n, (top >> 16n) & 0xffffn, top & 0xffffn].map((g) => g.toString(16));
  return `${groups.join(':')}::/48`;
}
