import { nativeApp } from '../native/user-agent.ts';

/**
 * The login device id (doc A §3 "Device id"): 36 characters, kept in a cookie for 365 days.
 *
 * It is resolved by a chain of sources, first usable answer wins, and the winner is written to
 * the cookie so the next visit (and the platform) sees the same id (decision 018):
 *   1. the native wrapper's uuid (its user agent),
 *   2. the shared id (shared-device-id.ts, loaded on first use): this page's cookie, else the
 *      browser fingerprint, else a random UUID, offered to the image CDN's device.html frame,
 *      whose kept id wins so the id survives a change of domain,
 *   3. the cookie from an earlier visit (when the shared source cannot load),
 *   4. a new random UUID v4.
 * A source may be async and may fail, which only moves the chain on.
 */

export const DEVICE_COOKIE = 'portico_device';
export const DEVICE_ID_LENGTH = 36;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type DeviceIdSource = () => string | null | Promise<string | null>;

/** doc A §5: a device id is valid only at length 36. */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH && /^[\w-]+$/.test(value);
}

/**
 * A UUID v4 from getRandomValues: crypto.randomUUID exists only in secure contexts, and a merchant
 * may still serve the site over plain http.
 */
export function randomUuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readDeviceCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(document.cookie);
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isDeviceId(value) ? value : null;
}

export function writeDeviceCookie(id: string): void {
  document.cookie = `${DEVICE_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

export const nativeUuidSource: DeviceIdSource = () => nativeApp()?.uuid ?? null;
export const cookieSource: DeviceIdSource = readDeviceCookie;

export function createDeviceIdResolver(sources: readonly DeviceIdSource[]): () => Promise<string> {
  let resolved: Promise<string> | null = null;
  async function resolve(): Promise<string> {
    for (const source of sources) {
      try {
        const id = await source();
        if (isDeviceId(id)) {
          writeDeviceCookie(id);
          return id;
        }
      } catch {
        // a failing source (blocked frame, fingerprint error) only moves the chain on
      }
    }
    const id = randomUuidV4();
    writeDeviceCookie(id);
    return id;
  }
  // One id per page: every caller awaits the same resolution.
  return () => (resolved ??= resolve());
}

/** Its own chunk: the frame and the fingerprint never weigh on the first load. */
export const sharedSource: DeviceIdSource = async () => (await import('./shared-device-id.ts')).sharedDeviceId();

/** The id sent as loginDeviceId and the login's Device header (and on registration and sms requests). */
export const getLoginDeviceId = createDeviceIdResolver([nativeUuidSource, sharedSource, cookieSource]);
