import { describe, expect, it } from 'vitest';
import { appIconUrl } from './app-icon';

describe('appIconUrl', () => {
  it('is the platform-rendered icon of the merchant, sharp at three device pixels a CSS pixel', () => {
    expect(appIconUrl('DEMO', 40)).toBe('/wps/system/app-images/icon-192.png?merchantCode=DEMO');
    expect(appIconUrl('DEMO', 72)).toBe('/wps/system/app-images/icon-256.png?merchantCode=DEMO');
    expect(appIconUrl('NIGHT & DAY', 400)).toBe('/wps/system/app-images/icon-512.png?merchantCode=NIGHT%20%26%20DAY');
  });
});
