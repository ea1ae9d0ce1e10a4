import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE } from './device-cookie';

const settings = vi.fn();
const exchange = vi.fn();
vi.mock('../site/site-settings.ts', () => ({ fetchSiteSettings: () => settings() }));
vi.mock('./device-frame.ts', () => ({ exchangeDeviceId: (...args: unknown[]) => exchange(...args) }));
vi.mock('./fingerprint.ts', () => ({ fingerprintId: () => Promise.resolve('f'.repeat(8) + '-0000-8000-8000-' + 'f'.repeat(12)) }));

const { sharedDeviceId } = await import('./shared-device-id');
const FINGERPRINT = 'f'.repeat(8) + '-0000-8000-8000-' + 'f'.repeat(12);
const KEPT = 'k'.repeat(8) + '-0000-4000-8000-' + 'k'.repeat(12);
const COOKIE = 'c'.repeat(8) + '-0000-4000-8000-' + 'c'.repeat(12);

afterEach(() => {
  document.cookie = `${DEVICE_COOKIE}=; path=/; max-age=0`;
  settings.mockReset();
  exchange.mockReset();
});

describe('sharedDeviceId', () => {
  it("offers this page's cookie to the image CDN's frame, and the frame's kept id wins", async () => {
    document.cookie = `${DEVICE_COOKIE}=${COOKIE}; path=/`;
    settings.mockResolvedValue({ imageCdn: 'https://cdn.example.com/demo' });
    exchange.mockResolvedValue(KEPT);
    await expect(sharedDeviceId()).resolves.toBe(KEPT);
    expect(exchange).toHaveBeenCalledWith('https://cdn.example.com/demo', COOKIE);
  });

  it('offers the fingerprint without a cookie, and keeps it when the frame does not answer', async () => {
    settings.mockResolvedValue({ imageCdn: 'https://cdn.example.com/demo' });
    exchange.mockResolvedValue(null);
    await expect(sharedDeviceId()).resolves.toBe(FINGERPRINT);
    expect(exchange).toHaveBeenCalledWith('https://cdn.example.com/demo', FINGERPRINT);
  });

  it('asks no frame when the merchant has no image CDN or the settings cannot load', async () => {
    settings.mockResolvedValue({ imageCdn: '' });
    await expect(sharedDeviceId()).resolves.toBe(FINGERPRINT);
    settings.mockRejectedValue(new Error('offline'));
    await expect(sharedDeviceId()).resolves.toBe(FINGERPRINT);
    expect(exchange).not.toHaveBeenCalled();
  });
});
