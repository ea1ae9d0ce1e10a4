/**
 * The device id's format and its cookie (doc A §3, §5): shared by the resolver (device-id.ts),
 * the shared-id chunk and the frame exchange, which is why it is its own module.
 */

export const DEVICE_COOKIE = 'portico_device';
export const DEVICE_ID_LENGTH = 36;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
