import { describe, expect, it } from 'vitest';
import { findNumber } from './solve-core';

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('findNumber (the proof of work)', () => {
  it('finds the secret number of an ALTCHA challenge', async () => {
    const salt = 'abc123?expires=1700000000&m=DEMO&';
    expect(await findNumber(await sha256Hex(`${salt}1234`), salt, 5000)).toBe(1234);
    expect(await findNumber(await sha256Hex(`${salt}0`), salt, 10)).toBe(0);
  });

  it('answers null when the number is above max, or when cancelled', async () => {
    const salt = 's?';
    expect(await findNumber(await sha256Hex(`${salt}900`), salt, 500)).toBeNull();
    expect(await findNumber(await sha256Hex(`${salt}900`), salt, 5000, () => true)).toBeNull();
  });

  it('reports its progress through a long search, rising towards the number (decision 041)', async () => {
    const salt = 'p?';
    const reported: number[] = [];
    expect(await findNumber(await sha256Hex(`${salt}21000`), salt, 24_999, undefined, (done) => reported.push(done))).toBe(21_000);
    expect(reported).toEqual([0.8]);
  });
});
