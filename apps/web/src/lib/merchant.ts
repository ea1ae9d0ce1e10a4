import { getPref } from './storage/prefs.ts';

export const DEFAULT_MERCHANT = 'DEMO';

/**
 * The merchant every request names (doc E §7 "stored or deployment merchant"): a stored
 * choice wins over the one the deployment wrote into index.html, so a tester can switch
 * merchants on one build. Read each time because the preference can change at run time.
 */
export function getMerchantCode(): string {
  const stored = getPref('merchant')?.trim();
  if (stored) return stored;
  const deployed = document.querySelector<HTMLMetaElement>('meta[name="portico-merchant"]')?.content.trim();
  return deployed || DEFAULT_MERCHANT;
}
