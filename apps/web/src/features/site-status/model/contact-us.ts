import type { SiteSettings } from '@portico/contract/system';

/**
 * The default contact-us (when the app gives no onContactUs): the merchant's first
 * customer-service entry, in a new tab without a handle back to this page. Only http(s) links
 * are opened, so a bad merchant entry cannot run script here. false when there is none.
 */
export function openCustomerService(settings: Pick<SiteSettings, 'customerService'>, open: typeof window.open = window.open.bind(window)): boolean {
  for (const entry of settings.customerService) {
    let url: URL;
    try {
      url = new URL(entry.path, location.href);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    open(url.href, '_blank', 'noopener,noreferrer');
    return true;
  }
  return false;
}
