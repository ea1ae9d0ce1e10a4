/**
 * The browser-fingerprint source of the device id (doc A §3, §5; decision 018): SHA-256 of features
 * that stay the same across visits and domains of one browser, formatted as a 36-character UUID
 * (version 8, "custom"). It is a fallback, not an identifier to trust: browsers on the same model
 * and settings share it, which is why a kept id (cookie, frame) always comes first.
 */

export interface FingerprintFeatures {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  hardwareConcurrency: number;
  deviceMemory: number | null;
  maxTouchPoints: number;
  screen: string;
  /**
   * The time zone as its UTC offsets in January and July (minutes): the zone's name would need
   * Intl.DateTimeFormat, whose first use loads the locale data, a 20–50 ms task on a phone.
   */
  utcOffsets: string;
}

export function currentFingerprintFeatures(): FingerprintFeatures {
  const nav = navigator as Navigator & { deviceMemory?: number };
  // Screen sides sorted: turning the phone must not change the id.
  const sides = [screen.width, screen.height].sort((a, b) => a - b);
  return {
    userAgent: nav.userAgent,
    language: nav.language,
    languages: nav.languages ?? [],
    platform: nav.platform,
    hardwareConcurrency: nav.hardwareConcurrency ?? 0,
    deviceMemory: nav.deviceMemory ?? null,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    screen: `${sides.join('x')}@${screen.colorDepth}/${globalThis.devicePixelRatio ?? 1}`,
    utcOffsets: utcOffsets(new Date().getFullYear()),
  };
}

/** The offsets of 1 January and 1 July of `year`, so zones with and without summer time differ. */
export function utcOffsets(year: number): string {
  return [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset()).join('/');
}

/** 16 bytes as a UUID: 8-4-4-4-12 hex with the version (8) and RFC 4122 variant bits set. */
export function bytesToUuid(digest: Uint8Array): string {
  const bytes = digest.slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The fingerprint id. crypto.subtle exists only in secure contexts: on plain http it throws, and
 * the device-id chain moves on to a random id.
 */
export async function fingerprintId(features: FingerprintFeatures = currentFingerprintFeatures()): Promise<string> {
  const text = JSON.stringify(features);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return bytesToUuid(new Uint8Array(digest));
}
