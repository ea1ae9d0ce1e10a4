import { describe, expect, it } from 'vitest';
import { withKeptParams } from './kept-params';

describe('kept query parameters (doc E §4)', () => {
  it('carries the kept ones of the current address to the next in-app address', () => {
    const here = '?affiliateCode=A1&r=R2&fbclid=F&gclid=G&utm_source=x&token=secret';
    expect(withKeptParams('/m/register', here)).toBe('/m/register?affiliateCode=A1&r=R2&fbclid=F&gclid=G');
  });

  it("never overrides the destination's own value, keeps its query and hash", () => {
    expect(withKeptParams('/m/game?id=3&r=mine#top', '?r=R2&cid=9')).toBe('/m/game?id=3&r=mine&cid=9#top');
  });

  it('leaves an address alone when there is nothing to carry', () => {
    expect(withKeptParams('/m/home', '?utm_source=x')).toBe('/m/home');
    expect(withKeptParams('/m/home', '')).toBe('/m/home');
  });
});
