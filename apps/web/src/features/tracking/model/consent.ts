/** The visitor's answer to the consent banner, kept in this browser (decision 040). */
export type ConsentChoice = 'granted' | 'denied';
const KEY = 'MC_TRACKING_CONSENT';

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
    store.setItem(KEY, choice);
  } catch {
    // storage unavailable: the banner asks again next visit
  }
}
