import { CONSENT_COOKIE } from '@portico/contract/tracking-cookies';
import { setCookie } from '../../../lib/landing/click-id-capture';

/**
 * The visitor's answer to the consent banner, kept in this browser (decision 040) and as a cookie
 * (decision 059): the platform's own conversions reach an ad network only where it says granted.
 */
export type ConsentChoice = 'granted' | 'denied';
const KEY = CONSENT_COOKIE;

export function readConsent(store: Storage = localStorage): ConsentChoice | null {
  try {
    const value = store.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(choice: ConsentChoice, store: Storage = localStorage): void {
  try {
    setCookie(KEY, choice);
    store.setItem(KEY, choice);
  } catch {
    // storage unavailable: the banner asks again next visit
  }
}
