import type { MerchantLook } from '@portico/contract/look';
import { DEFAULT_LOOK } from '@portico/contract/look-default';
import type { SiteSettings } from '@portico/contract/system';

export function lookOf(settings: SiteSettings): MerchantLook {
  return settings.look ?? DEFAULT_LOOK;
}

/**
 * Puts the merchant's theme and brand colour on the page (decision 032). The platform already
 * writes both into the page it serves (data-theme, an inline style), so this matters only for a page
 * served another way (Vite in development); setting a custom property through the CSSOM is not
 * inline style as far as the CSP is concerned.
 */
export function applyLook(settings: SiteSettings, root: HTMLElement = document.documentElement): void {
  const look = lookOf(settings);
  if (root.dataset.theme !== look.theme) root.dataset.theme = look.theme;
  if (look.primary !== DEFAULT_LOOK.primary) root.style.setProperty('--c-primary', look.primary);
}
