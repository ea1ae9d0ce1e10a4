import type { ConversionEventName } from './tracking.ts';

/**
 * The conversions the platform emits itself from its own records (decision 059): a browser report can
 * never carry them, name a member or set a value. Each is keyed by the record it comes from: the
 * member for `register`, the deposit order for the paid-deposit events, the client's idempotency key
 * for a submitted deposit or a requested withdrawal.
 */
export const PLATFORM_CONVERSIONS = ['register', 'depositSubmit', 'deposit', 'firstDeposit', 'redeposit', 'firstDepositArrival', 'withdraw'] as const;
export type PlatformConversion = (typeof PLATFORM_CONVERSIONS)[number] & ConversionEventName;

export const isPlatformConversion = (name: string): name is PlatformConversion => (PLATFORM_CONVERSIONS as readonly string[]).includes(name);

/**
 * The event_id of a platform conversion: a name-based UUID version 8 (RFC 9562 §5.8, the SHA-256
 * example of its appendix B.2) of the event name, the member and the record key. The browser computes
 * the same id for its pixel call and the platform sends it to the networks' server APIs, so each
 * network keeps one of the two. Reports only take version 4 ids: no browser can take this id first.
 */
export function conversionEventId(sha256: (bytes: Uint8Array) => Uint8Array, name: PlatformConversion, customerId: number, key: string): string {
  const digest = sha256(new TextEncoder().encode(`portico.conversion:${name}:${customerId}:${key}`)).slice(0, 16);
  digest[6] = (digest[6]! & 0x0f) | 0x80;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
