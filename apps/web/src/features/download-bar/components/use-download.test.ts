import { afterEach, describe, expect, it } from 'vitest';
import { subscribe } from '../../../lib/notify/notify';
import { startDownload } from './use-download';

const profile = { kind: 'profile' as const, url: '/wps/system/webclip.mobileconfig?merchantCode=DEMO' };
let stop: (() => void) | null = null;
afterEach(() => stop?.());

/** What the player meets, in order: the notices (confirmed at once) and the address opened. */
async function steps(ios: { major: number; minor: number } | null, download: { kind: 'app' | 'profile'; url: string } = profile) {
  const seen: string[] = [];
  stop = subscribe((event) => {
    if (event.type !== 'notice') return;
    seen.push(`notice ${event.payload.messageKey ?? ''}`);
    event.confirm();
  });
  await startDownload(download, ios, (url) => seen.push(`open ${url}`));
  return seen;
}

describe('startDownload (doc E §4 "iOS download")', () => {
  it('iOS 17 and later: the profile downloads, then the tips say where to install it', async () => {
    expect(await steps({ major: 17, minor: 2 })).toEqual([`open ${profile.url}`, 'notice download_bar.ios17_tips']);
  });

  it('older iOS: app_goto_setting first, the profile opens once the player confirms', async () => {
    expect(await steps({ major: 16, minor: 7 })).toEqual(['notice download_bar.goto_setting', `open ${profile.url}`]);
  });

  it('a store app or Android: the link alone', async () => {
    expect(await steps({ major: 17, minor: 0 }, { kind: 'app', url: 'https://apps.apple.com/app/id1' })).toEqual(['open https://apps.apple.com/app/id1']);
    expect(await steps(null, { kind: 'app', url: 'https://cdn.example.com/a.apk' })).toEqual(['open https://cdn.example.com/a.apk']);
  });
});
