/**
 * Portico's native Android and iOS wrappers identify themselves in the user agent:
 *   PorticoApp/<version> (<android|ios>; uuid=<36-character device id>; features=<a,b,c>)
 * `features` names what this wrapper build supports (autoRegister, socialLogin …), so an
 * older wrapper is never asked for something it cannot do.
 */
export interface NativeAppInfo {
  platform: 'android' | 'ios';
  version: string;
  /** The wrapper's device id (doc A §3 "Device id"): used in place of the fingerprint id. */
  uuid: string | null;
  features: ReadonlySet<string>;
}

const TOKEN = /PorticoApp\/([\w.]+) \((android|ios)((?:; [^;)]*)*)\)/;

export function parseNativeUserAgent(userAgent: string): NativeAppInfo | null {
  const match = TOKEN.exec(userAgent);
  if (!match) return null;
  const params = new Map<string, string>();
  for (const part of (match[3] ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key && value !== undefined) params.set(key, value);
  }
  const uuid = params.get('uuid') ?? '';
  return {
    platform: match[2] as 'android' | 'ios',
    version: match[1] ?? '',
    uuid: uuid.length === 36 ? uuid : null,
    features: new Set((params.get('features') ?? '').split(',').filter(Boolean)),
  };
}

/** The wrapper this page runs in, or null in a plain browser. */
export function nativeApp(): NativeAppInfo | null {
  return typeof navigator === 'undefined' ? null : parseNativeUserAgent(navigator.userAgent);
}
