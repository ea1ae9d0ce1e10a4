/**
 * SHA-256 in plain JavaScript, for the proof of work's search (solve-core.ts). WebCrypto's digest is
 * asynchronous: one await per candidate cost 18 µs here, about 7× this function on a short message,
 * and decided how long a player on a cheap phone waits (issue 17, decision 041). Verified against
 * the platform's hashes in the tests; nothing secret goes through it.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const W = new Uint32Array(64);
const H = new Uint32Array(8);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

function compress(block: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const o = offset + 4 * i;
    W[i] = (block[o]! << 24) | (block[o + 1]! << 16) | (block[o + 2]! << 8) | block[o + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    W[i] = (W[i - 16]! + (rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3)) + W[i - 7]! + (rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10))) | 0;
  }
  let [a, b, c, d, e, f, g, h] = H as unknown as [number, number, number, number, number, number, number, number];
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0]! += a;
  H[1]! += b;
  H[2]! += c;
  H[3]! += d;
  H[4]! += e;
  H[5]! += f;
  H[6]! += g;
  H[7]! += h;
}

/** The digest of `bytes`, written into `out` (32 bytes) and returned. */
export function sha256(bytes: Uint8Array, out: Uint8Array = new Uint8Array(32)): Uint8Array {
  const blocks = (bytes.length + 9 + 63) >> 6;
  const padded = new Uint8Array(blocks << 6);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const bits = bytes.length * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  H.set(INITIAL);
  for (let b = 0; b < blocks; b++) compress(padded, b << 6);
  for (let i = 0; i < 8; i++) {
    out[4 * i] = H[i]! >>> 24;
    out[4 * i + 1] = H[i]! >>> 16;
    out[4 * i + 2] = H[i]! >>> 8;
    out[4 * i + 3] = H[i]!;
  }
  return out;
}
