import { describe, expect, it } from 'vitest';
import { iosDownloadFlow } from './ios-download';

const profile = { kind: 'profile' as const, url: '/wps/system/webclip.mobileconfig?merchantCode=DEMO' };
const store = { kind: 'app' as const, url: 'https://apps.apple.com/app/id1' };

describe('iosDownloadFlow (doc E §4 "iOS download")', () => {
  it.each([
    ['iOS 17.0 profile', profile, { major: 17, minor: 0 }, 'tips-after'],
    ['iOS 26 profile', profile, { major: 26, minor: 1 }, 'tips-after'],
    ['iOS 16.7 profile', profile, { major: 16, minor: 7 }, 'setting-first'],
    ['iOS 12 profile', profile, { major: 12, minor: 5 }, 'setting-first'],
    ['iOS 17 store app', store, { major: 17, minor: 0 }, 'plain'],
    ['Android', { kind: 'app' as const, url: 'https://cdn.example.com/a.apk' }, null, 'plain'],
  ])('%s → %s', (_name, download, ios, expected) => {
    expect(iosDownloadFlow(download, ios)).toBe(expected);
  });
});
