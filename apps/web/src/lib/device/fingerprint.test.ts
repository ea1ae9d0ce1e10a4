import { describe, expect, it } from 'vitest';
import { isDeviceId } from './device-cookie';
import { bytesToUuid, currentFingerprintFeatures, fingerprintId, utcOffsets, type FingerprintFeatures } from './fingerprint';

const FEATURES: FingerprintFeatures = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)',
  language: 'en-US',
  languages: ['en-US', 'en'],
  platform: 'Linux armv8l',
  hardwareConcurrency: 8,
  deviceMemory: 8,
  maxTouchPoints: 5,
  screen: '412x915@24/2.625',
  utcOffsets: '-480/-480',
};

describe('fingerprintId', () => {
  it('is a 36-character UUID (version 8, RFC variant) that passes the device-id check', async () => {
    const id = await fingerprintId(FEATURES);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).toHaveLength(36);
    expect(isDeviceId(id)).toBe(true);
  });

  it('is the same for the same browser features and differs when one changes', async () => {
    const id = await fingerprintId(FEATURES);
    expect(await fingerprintId({ ...FEATURES })).toBe(id);
    expect(await fingerprintId({ ...FEATURES, utcOffsets: '-420/-420' })).not.toBe(id);
    expect(await fingerprintId({ ...FEATURES, userAgent: `${FEATURES.userAgent} X` })).not.toBe(id);
  });

  it('reads the current browser, with the screen sides sorted so turning the phone changes nothing', async () => {
    const features = currentFingerprintFeatures();
    expect(features.userAgent).toBe(navigator.userAgent);
    const [a, b] = features.screen.split('@')[0]!.split('x').map(Number);
    expect(a).toBeLessThanOrEqual(b!);
    expect(isDeviceId(await fingerprintId())).toBe(true);
  });

  it('tells the time zone by its winter and summer offsets', () => {
    expect(utcOffsets(2026)).toMatch(/^-?\d+\/-?\d+$/);
    expect(currentFingerprintFeatures().utcOffsets).toBe(utcOffsets(new Date().getFullYear()));
  });
});

describe('bytesToUuid', () => {
  it('formats the first 16 bytes of a digest', () => {
    expect(bytesToUuid(new Uint8Array(32).fill(0xff))).toBe('ffffffff-ffff-8fff-bfff-ffffffffffff');
    expect(bytesToUuid(new Uint8Array(32))).toBe('00000000-0000-8000-8000-000000000000');
  });
});
