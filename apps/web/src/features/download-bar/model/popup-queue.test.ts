import { describe, expect, it } from 'vitest';
import type { Banner } from '@portico/contract/banners';
import { addSeen, imageFileName, popupQueue, popupsAllowed, popupWaitMs, readSeen } from './popup-queue';

const banner = (id: number, imageUrl: string): Banner => ({
  id, linkageType: 'URL', linkage: null, roomId: null, nodeId: null, gameType: null, vendor: null,
  groupName: id % 2 ? 'm_popup1' : 'm_popup2', url: null, imageUrl, imageAlt: 'Get the app',
});
const one = banner(1, 'https://cdn.example.com/pop/app-1.png?v=3');
const two = banner(2, '/m/banners/app-2.png');
const browser = { nativeApp: null, standalone: false, ios: null };

describe('download-image popups (doc E §4)', () => {
  it('wait the operator’s seconds × 1000, 20 s when unset', () => {
    expect(popupWaitMs(5)).toBe(5000);
    expect(popupWaitMs(0)).toBe(0);
    expect(popupWaitMs(undefined)).toBe(20_000);
    expect(popupWaitMs(2.5)).toBe(20_000);
  });

  it.each([
    ['a browser on home', {}, true],
    ['inside the native app', { place: { ...browser, nativeApp: { platform: 'ios' as const, version: '2.5', uuid: null, features: new Set<string>() } } }, false],
    ['an installed web app', { place: { ...browser, standalone: true } }, false],
    ['opened from the home screen', { homescreenLaunch: true }, false],
    ['closed earlier this visit', { sessionFlag: '0' }, false],
    ['any other session flag', { sessionFlag: '1' }, true],
    ['not a home path', { onHomePath: false }, false],
  ])('%s → shown: %s', (_name, over, expected) => {
    expect(popupsAllowed({ place: browser, homescreenLaunch: false, sessionFlag: null, onHomePath: true, ...over })).toBe(expected);
  });

  it('show m_popup1 first, m_popup2 only when it is another image, never an image already closed', () => {
    expect(popupQueue([one], [two], new Set())).toEqual([one, two]);
    expect(popupQueue([one], [banner(4, 'https://other.example.com/x/app-1.png')], new Set())).toEqual([one]);
    expect(popupQueue([one], [two], new Set(['app-1.png']))).toEqual([two]);
    expect(popupQueue([], [two], new Set())).toEqual([two]);
    expect(popupQueue([], [], new Set())).toEqual([]);
  });

  it('remember file names, at most 50, surviving garbage in storage', () => {
    expect(imageFileName(one.imageUrl)).toBe('app-1.png');
    expect([...readSeen(addSeen('not json', 'a.png'))]).toEqual(['a.png']);
    let raw: string | null = null;
    for (let i = 0; i < 60; i += 1) raw = addSeen(raw, `${i}.png`);
    const seen = readSeen(raw);
    expect(seen.size).toBe(50);
    expect(seen.has('59.png') && !seen.has('9.png')).toBe(true);
  });
});
