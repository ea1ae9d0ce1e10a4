import { fetchSiteSettings } from '../site/site-settings.ts';
import { randomUuidV4, readDeviceCookie } from './device-cookie.ts';
import { exchangeDeviceId } from './device-frame.ts';
import { fingerprintId } from './fingerprint.ts';

/**
 * The browser's device id, loaded only when first needed (decision 018): this page's own id (the
 * cookie, else the fingerprint, else a random UUID) is offered to the image CDN's frame, whose kept
 * id wins so that every domain of the merchant sends the same one. Without an answer (no CDN, frame
 * blocked, time-out) the page's own id stands.
 */
export async function sharedDeviceId(): Promise<string> {
  const own = readDeviceCookie() ?? (await fingerprintId().catch(() => null)) ?? randomUuidV4();
  const settings = await fetchSiteSettings().catch(() => null);
  const shared = settings?.imageCdn ? await exchangeDeviceId(settings.imageCdn, own) : null;
  return shared ?? own;
}
