import { describe, expect, it } from 'vitest';
import { appDownloads } from './app-downloads';

describe('appDownloads', () => {
  it('offers Android and iOS, the setup profile only when there is no iOS app, http(s) only', () => {
    expect(
      appDownloads([
        { resourceType: 'AppDownloadIcon', url: 'https://cdn.example.com/icon.png' },
        { resourceType: 'MOBILECONFIG', url: 'https://cdn.example.com/demo.mobileconfig' },
        { resourceType: 'Android', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([{ platform: 'iOS', url: 'https://cdn.example.com/demo.mobileconfig' }]);
    expect(
      appDownloads([
        { resourceType: 'IOS', url: 'https://apps.example.com/demo' },
        { resourceType: 'MOBILECONFIG', url: 'https://cdn.example.com/demo.mobileconfig' },
        { resourceType: 'Android', url: 'https://cdn.example.com/demo.apk' },
      ]),
    ).toEqual([
      { platform: 'Android', url: 'https://cdn.example.com/demo.apk' },
      { platform: 'iOS', url: 'https://apps.example.com/demo' },
    ]);
  });
});
