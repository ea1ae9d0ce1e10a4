import { describe, expect, it } from 'vitest';
import { browserOf } from '../../../lib/install/browser';
import { UA } from '../../../test/user-agents';
import { iosGuideFor } from './ios-guide';

describe('iOS guide steps by version and browser (decision 036)', () => {
  it.each([
    ['safari17', { kind: 'steps', share: 'share-toolbar' }],
    // iOS 26 freezes "OS 18_6" in the user agent; Version/26 says the truth, and Share moved into "…".
    ['safari26', { kind: 'steps', share: 'share-in-more-menu' }],
    ['chromeIos17', { kind: 'steps', share: 'share-in-address-bar' }],
    ['edgeIos', { kind: 'steps', share: 'share-in-address-bar' }],
    ['chromeIos163', { kind: 'open-in-safari' }],
    ['firefoxIos', { kind: 'open-in-safari' }],
    ['facebookIos', { kind: 'open-in-browser' }],
    ['instagramIos', { kind: 'open-in-browser' }],
    ['tiktokIos', { kind: 'open-in-browser' }],
    ['lineIos', { kind: 'open-in-browser' }],
    ['wechatIos', { kind: 'open-in-browser' }],
  ] as const)('%s → %o', (name, guide) => {
    expect(iosGuideFor(browserOf(UA[name]))).toEqual(guide);
  });

  it('has no iOS guide off iOS', () => {
    expect(iosGuideFor(browserOf(UA.chromeAndroid))).toBeNull();
  });
});
