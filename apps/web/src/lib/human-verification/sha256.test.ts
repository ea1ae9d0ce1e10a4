import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const webCrypto = async (bytes: Uint8Array) => hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))));

describe('sha256 in JavaScript', () => {
  it('gives the standard digests (FIPS 180-2 examples)', () => {
    const text = (s: string) => hex(sha256(new TextEncoder().encode(s)));
    expect(text('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(text('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with WebCrypto on any input, across the block boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
        expect(hex(sha256(bytes))).toBe(await webCrypto(bytes));
      }),
      { numRuns: 300 },
    );
  });
});
