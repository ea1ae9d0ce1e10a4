import { ipv4Number, ipv6Halves } from '../site-status/ip.ts';

const MASK64 = (1n << 64n) - 1n;

/** Index of the last range whose start ≤ key, or -1. */
function lastAtOrBelow(size: number, startsAbove: (i: number) => boolean): number {
  let lo = 0;
  let hi = size - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (startsAbove(mid)) hi = mid - 1;
    else {
      found = mid;
      lo = mid + 1;
    }
  }
  return found;
}

/**
 * Address ranges with a 32-bit value each, sorted by start, in typed arrays: IPv4 as 32-bit numbers,
 * IPv6 as two 64-bit halves. A lookup is one binary search. The country table (decision 016) and the
 * network table (decision 041) are both one of these; issue 18 measured the country table as objects
 * at 10.7 MB, this keeps half a million ranges in a few MB.
 */
export class IpRangeTable {
  private readonly v4start: Uint32Array;
  private readonly v4end: Uint32Array;
  private readonly v4value: Uint32Array;
  private readonly v6startHi: BigUint64Array;
  private readonly v6startLo: BigUint64Array;
  private readonly v6endHi: BigUint64Array;
  private readonly v6endLo: BigUint64Array;
  private readonly v6value: Uint32Array;
  private n4 = 0;
  private n6 = 0;

  constructor(v4capacity: number, v6capacity: number) {
    this.v4start = new Uint32Array(v4capacity);
    this.v4end = new Uint32Array(v4capacity);
    this.v4value = new Uint32Array(v4capacity);
    this.v6startHi = new BigUint64Array(v6capacity);
    this.v6startLo = new BigUint64Array(v6capacity);
    this.v6endHi = new BigUint64Array(v6capacity);
    this.v6endLo = new BigUint64Array(v6capacity);
    this.v6value = new Uint32Array(v6capacity);
  }

  get ranges() {
    return { ipv4: this.n4, ipv6: this.n6 };
  }

  /** Ranges must come in the order of their starts (the packages' files are sorted). */
  addV4(start: string, end: string, value: number): void {
    const s = Number(start);
    if (this.n4 > 0 && s < this.v4start[this.n4 - 1]!) throw new Error('ipv4 ranges are not sorted');
    this.v4start[this.n4] = s;
    this.v4end[this.n4] = Number(end);
    this.v4value[this.n4] = value;
    this.n4 += 1;
  }

  addV6(start: string, end: string, value: number): void {
    const s = BigInt(start);
    const e = BigInt(end);
    this.v6startHi[this.n6] = s >> 64n;
    this.v6startLo[this.n6] = s & MASK64;
    this.v6endHi[this.n6] = e >> 64n;
    this.v6endLo[this.n6] = e & MASK64;
    this.v6value[this.n6] = value;
    this.n6 += 1;
  }

  /** The value of the range holding a normalised address, or null. */
  find(ip: { family: 'ipv4' | 'ipv6'; ip: string }): number | null {
    if (ip.family === 'ipv4') {
      const key = ipv4Number(ip.ip);
      const i = lastAtOrBelow(this.n4, (m) => this.v4start[m]! > key);
      return i >= 0 && key <= this.v4end[i]! ? this.v4value[i]! : null;
    }
    const [hi, lo] = ipv6Halves(ip.ip);
    const i = lastAtOrBelow(this.n6, (m) => {
      const sHi = this.v6startHi[m]!;
      return sHi > hi || (sHi === hi && this.v6startLo[m]! > lo);
    });
    if (i < 0) return null;
    const eHi = this.v6endHi[i]!;
    const inside = hi < eHi || (hi === eHi && lo <= this.v6endLo[i]!);
    return inside ? this.v6value[i]! : null;
  }
}
