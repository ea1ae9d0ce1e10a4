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

describe('kept parameters across page loads', () => {
  it('puts the tab’s kept parameters back on an address loaded without them', async () => {
    const { keepParamsAcrossPages } = await import('./kept-params');
    history.replaceState(null, '', '/m/home?affiliateCode=A1&fbclid=F1&utm_source=x');
    keepParamsAcrossPages();
    history.replaceState(null, '', '/m/register');
    keepParamsAcrossPages();
    expect(`${location.pathname}${location.search}`).toBe('/m/register?affiliateCode=A1&fbclid=F1');
    history.replaceState(null, '', '/m/game?r=R9');
    keepParamsAcrossPages();
    expect(location.search).toBe('?r=R9&affiliateCode=A1&fbclid=F1');
  });
});
