import { nativeApp } from '../native/user-agent.ts';
import { isDeviceId, randomUuidV4, readDeviceCookie, writeDeviceCookie } from './device-cookie.ts';

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

export type DeviceIdSource = () => string | null | Promise<string | null>;

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
