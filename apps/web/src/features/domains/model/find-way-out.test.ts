import { describe, expect, it, vi } from 'vitest';
import { findWayOut, retryUrl } from './find-way-out';

const check = { customerService: [{ title: 'Chat', path: 'x' }], domainList: [{ domainName: 'https://a.test' }, { domainName: 'https://b.test' }] };

describe('findWayOut', () => {
  it('races the checked domains and takes the fastest', async () => {
    const raceDomains = vi.fn().mockResolvedValue('https://b.test');
    const pingCurrentDomain = vi.fn();
    const way = await findWayOut({ getDomainCheck: () => Promise.resolve(check), raceDomains, pingCurrentDomain });
    expect(raceDomains).toHaveBeenCalledWith(['https://a.test', 'https://b.test']);
    expect(way).toEqual({ customerService: check.customerService, target: 'https://b.test' });
    expect(pingCurrentDomain).not.toHaveBeenCalled();
  });

  it('falls back to this domain when it still answers the 20 s ping, and to nothing when it does not', async () => {
    const none = vi.fn().mockResolvedValue(null);
    expect((await findWayOut({ getDomainCheck: () => Promise.resolve(check), raceDomains: none, pingCurrentDomain: () => Promise.resolve(true) })).target).toBe(location.origin);
    const failed = await findWayOut({ getDomainCheck: () => Promise.reject(new Error('down')), raceDomains: none, pingCurrentDomain: () => Promise.resolve(false) });
    expect(failed).toEqual({ customerService: [], target: null });
  });
});

describe('retryUrl', () => {
  it('carries affiliateCode and r when known', () => {
    expect(retryUrl('https://a.test', { affiliateCode: 'A 1', referralCode: 'R' })).toBe('https://a.test/m/index.html?affiliateCode=A+1&r=R');
    expect(retryUrl('https://a.test', {})).toBe('https://a.test/m/index.html');
  });
});
