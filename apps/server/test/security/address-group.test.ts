import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../src/security/address-group.ts';

describe('addressGroup (decision 034)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['::FFFF:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:db8:abcd:ffff:1:2:3:4', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (ip, group) => {
    expect(addressGroup(ip)).toBe(group);
  });
});
