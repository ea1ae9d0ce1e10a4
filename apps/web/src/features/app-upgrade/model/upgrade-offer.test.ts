import { describe, expect, it } from 'vitest';
import { parseNativeUserAgent } from '../../../lib/native/user-agent';
import { upgradeOffer, type UpgradeInput } from './upgrade-offer';

const wrapper = (version: string, platform = 'android') => parseNativeUserAgent(`Mozilla/5.0 PorticoApp/${version} (${platform}; uuid=123e4567-e89b-12d3-a456-426614174000)`);
const resources = [
  { resourceType: 'Android' as const, url: 'https://cdn.example.com/app-2.5.0.apk' },
  { resourceType: 'IOS' as const, url: 'https://apps.apple.com/app/id1' },
];
const input = (over: Partial<UpgradeInput>): UpgradeInput => ({
  app: wrapper('2.4.39'), latestAppVersion: '2.5.0', resources, whitelabel: {}, merchantCode: 'DEMO', ...over,
});

describe('upgradeOffer (doc E §4 "App-upgrade modal")', () => {
  it('offers the direct link from 2.4.39 on, closable by default', () => {
    expect(upgradeOffer(input({}))).toEqual({ latest: '2.5.0', url: resources[0]?.url, closable: true });
    expect(upgradeOffer(input({ app: wrapper('2.4.50', 'ios') }))?.url).toBe('https://apps.apple.com/app/id1');
  });

  it('sends older wrappers to the redirect page', () => {
    expect(upgradeOffer(input({ app: wrapper('2.4.38') }))?.url).toBe('/wps/system/app-download?platform=android&merchantCode=DEMO');
  });

  it('is not closable with MANDATORYAPPUPDATES3', () => {
    expect(upgradeOffer(input({ whitelabel: { MANDATORYAPPUPDATES3: true } }))?.closable).toBe(false);
  });

  it.each([
    ['a browser', { app: null }],
    ['no latest version', { latestAppVersion: null }],
    ['already up to date', { app: wrapper('2.5.0') }],
    ['newer than the latest', { app: wrapper('2.10.0') }],
    ['no link for its platform', { resources: [resources[1]!] }],
  ])('offers nothing in %s', (_name, over) => {
    expect(upgradeOffer(input(over))).toBeNull();
  });
});
