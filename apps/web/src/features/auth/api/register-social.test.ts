import { describe, expect, it } from 'vitest';
import type { DeviceEnvironment } from '../../../lib/device/login-device';
import { registerMethodFor } from './register-social';

const browser: DeviceEnvironment = { userAgent: 'x', platform: 'Linux', maxTouchPoints: 5, standalone: undefined, displayStandalone: false };

describe('registerMethodFor (doc A §3 registerMethod)', () => {
  it('APP in the native wrapper, WEBCLIP from the iOS home screen, PWA when installed, else H5', () => {
    expect(registerMethodFor(browser, true)).toBe('APP');
    expect(registerMethodFor({ ...browser, standalone: true, displayStandalone: true }, false)).toBe('WEBCLIP');
    expect(registerMethodFor({ ...browser, displayStandalone: true }, false)).toBe('PWA');
    expect(registerMethodFor(browser, false)).toBe('H5');
  });
});
