import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceEnvironment } from '../device/login-device';
import { AFFILIATE_INFO_KEY, writeAffiliateInfo } from '../affiliate/affiliate-info';
import { AD_NETWORK_KEY, captureAdNetworkInfo } from '../ad-network/ad-network-info';
import { collectRegistrationContext, pixelTrackOf, registerMethodFor } from './registration-context';

const browser: DeviceEnvironment = { userAgent: 'x', platform: 'Linux', maxTouchPoints: 5, standalone: undefined, displayStandalone: false };

afterEach(() => {
  localStorage.removeItem(AFFILIATE_INFO_KEY);
  localStorage.removeItem(AD_NETWORK_KEY);
});

describe('registerMethodFor (doc A §3 registerMethod)', () => {
  it('APP in the native wrapper, WEBCLIP from the iOS home screen, PWA when installed, else H5', () => {
    expect(registerMethodFor(browser, true)).toBe('APP');
    expect(registerMethodFor({ ...browser, standalone: true, displayStandalone: true }, false)).toBe('WEBCLIP');
    expect(registerMethodFor({ ...browser, displayStandalone: true }, false)).toBe('PWA');
    expect(registerMethodFor(browser, false)).toBe('H5');
  });
});

describe('pixelTrackOf', () => {
  it('keeps only the click ids and campaign tags', () => {
    expect(pixelTrackOf('?fbclid=abc&affiliateCode=X&utm_source=fb&password=no')).toBe('fbclid=abc&utm_source=fb');
    expect(pixelTrackOf('?r=1')).toBeUndefined();
  });
});

describe('collectRegistrationContext', () => {
  it('sends the kept affiliate and referral codes, the ad-network ids, the device and the page', async () => {
    writeAffiliateInfo({ affiliateCode: 'AFF7', referralCode: 'R7', originalDomain: 'a.example' });
    captureAdNetworkInfo('?gpsAdid=38400000-8cf0-11bd-b23e-10b96e40000d&idfa=bad%20value');
    const context = await collectRegistrationContext();
    expect(context).toMatchObject({
      registerMethod: 'H5',
      registerUrl: location.href,
      domain: location.hostname,
      isOfficialAppLogin: false,
      affiliateCode: 'AFF7',
      referralCode: 'R7',
      gpsAdid: '38400000-8cf0-11bd-b23e-10b96e40000d',
    });
    expect(context.loginDeviceId).toHaveLength(36);
    // A value that is not an id is never sent.
    expect(context).not.toHaveProperty('idfa');
    expect(context).not.toHaveProperty('originalDomain');
  });
});
