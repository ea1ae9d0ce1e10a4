import { describe, expect, it } from 'vitest';
import type { DownloadResource } from '@portico/contract/download';
import { DEFAULT_APP_LAYER } from '@portico/contract/install';
import type { InstallPlace } from '../../../lib/install/environment';
import { parseNativeUserAgent } from '../../../lib/native/user-agent';
import { chooseDownload } from './choose-download';
import { downloadBarDecision, type BarInput } from './visibility';

const browser: InstallPlace = { nativeApp: null, standalone: false, ios: null };
const iphone = (major: number, minor = 0): InstallPlace => ({ nativeApp: null, standalone: false, ios: { major, minor } });
const app = parseNativeUserAgent('Mozilla/5.0 PorticoApp/2.5.0 (android; uuid=123e4567-e89b-12d3-a456-426614174000)');
const android = { resourceType: 'Android' as const, url: 'https://cdn.example.com/app.apk' };
const iosStore = { resourceType: 'IOS' as const, url: 'https://apps.apple.com/app/id1' };
const bar = DEFAULT_APP_LAYER.downloadBar;

const input = (over: Partial<BarInput> & { resources?: DownloadResource[] }): BarInput => {
  const place = over.place ?? browser;
  const download = 'download' in over ? (over.download ?? null) : chooseDownload(over.resources ?? [android], place, 'DEMO');
  const { resources: _resources, ...rest } = over;
  return { place, hiddenThisSession: false, settings: bar, signedIn: false, rankLevel: null, ...rest, download };
};

describe('downloadBarDecision (doc E §4 "Download bar")', () => {
  it.each([
    ['a browser with an Android app', input({}), 'shown'],
    ['the merchant turned it off', input({ settings: { ...bar, enabled: false } }), 'off'],
    ['dismissed this session', input({ hiddenThisSession: true }), 'session'],
    ['inside the native app', input({ place: { ...browser, nativeApp: app } }), 'session'],
    ['an installed web app on Android', input({ place: { ...browser, standalone: true } }), 'session'],
    ['a web clip on iOS 17 with a store app', input({ place: { ...iphone(17), standalone: true }, resources: [iosStore] }), 'shown'],
    ['a web clip on iOS 17 with only a profile', input({ place: { ...iphone(17), standalone: true }, resources: [] }), 'no-ios-link'],
    ['a web clip on iOS 16.3 with a store app', input({ place: { ...iphone(16, 3), standalone: true }, resources: [iosStore] }), 'ios-too-old'],
    ['a web clip on iOS 16.4 with a store app', input({ place: { ...iphone(16, 4), standalone: true }, resources: [iosStore] }), 'shown'],
    ['Safari on iOS without a store app: the profile', input({ place: iphone(15), resources: [] }), 'shown'],
    ['login required, visitor', input({ settings: { ...bar, loginRequired: true } }), 'login'],
    ['login required, member', input({ settings: { ...bar, loginRequired: true }, signedIn: true }), 'shown'],
    ['rank 3 required, member at 2', input({ settings: { ...bar, minRankLevel: 3 }, signedIn: true, rankLevel: 2 }), 'rank'],
    ['rank 3 required, member at 3', input({ settings: { ...bar, minRankLevel: 3 }, signedIn: true, rankLevel: 3 }), 'shown'],
    ['rank 3 required, visitor', input({ settings: { ...bar, minRankLevel: 3 } }), 'rank'],
    ['Android without an Android link', input({ resources: [iosStore] }), 'no-download'],
  ])('%s → %s', (_name, value, expected) => {
    expect(downloadBarDecision(value)).toBe(expected);
  });
});

describe('chooseDownload', () => {
  it('prefers the app off iOS, the store app then the profile on iOS, the generated profile last', () => {
    const profile = { resourceType: 'MOBILECONFIG' as const, url: 'https://cdn.example.com/demo.mobileconfig' };
    expect(chooseDownload([profile, iosStore, android], browser, 'DEMO')).toEqual({ kind: 'app', url: android.url });
    expect(chooseDownload([profile, iosStore, android], iphone(17), 'DEMO')).toEqual({ kind: 'app', url: iosStore.url });
    expect(chooseDownload([profile, android], iphone(17), 'DEMO')).toEqual({ kind: 'profile', url: profile.url });
    expect(chooseDownload([{ resourceType: 'Android', url: 'javascript:alert(1)' }], browser, 'DEMO')).toBeNull();
    expect(chooseDownload([], iphone(12), 'DEMO')).toEqual({ kind: 'profile', url: '/wps/system/webclip.mobileconfig?merchantCode=DEMO' });
  });
});
