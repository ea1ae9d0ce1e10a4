import { describe, expect, it } from 'vitest';
import { compareVersions } from './version';

describe('compareVersions', () => {
  it.each([
    ['2.4.39', '2.4.39', 0],
    ['2.4.40', '2.4.39', 1],
    ['2.4.4', '2.4.39', -1],
    ['2.10.0', '2.9.9', 1],
    ['2.5', '2.5.0', 0],
    ['3', '2.99.99', 1],
    ['2.4.39.1', '2.4.39', 1],
    ['3-beta', '3.0', 0],
  ])('%s vs %s → %i', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});
