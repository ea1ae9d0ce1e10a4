/**
 * The device's push registration as last told to the platform (decision 038), in localStorage: it
 * outlives the tab, so the 7-day refresh (doc E §9) and the sign-out unbind work across visits.
 */
export interface RegistrationRecord {
  token: string;
  /** The member (session id) the token was bound to. */
  memberId: number;
  /** When bind and subscribe last succeeded (ms since epoch). */
  at: number;
}

export const REFRESH_AFTER_MS = 7 * 24 * 3600_000;
const KEY = 'portico.push.registration';

export function readRecord(): RegistrationRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<RegistrationRecord> | null;
    return typeof value?.token === 'string' && typeof value.memberId === 'number' && typeof value.at === 'number' ? (value as RegistrationRecord) : null;
  } catch {
    return null;
  }
}

export function writeRecord(record: RegistrationRecord | null): void {
  try {
    if (record) localStorage.setItem(KEY, JSON.stringify(record));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the next visit registers again, which the platform accepts
  }
}

/** Bind and subscribe again: a new token, another member on this device, or 7 days since the last time. */
export function needsRegistration(record: RegistrationRecord | null, token: string, memberId: number, now: number): boolean {
  return !record || record.token !== token || record.memberId !== memberId || now - record.at >= REFRESH_AFTER_MS;
}
