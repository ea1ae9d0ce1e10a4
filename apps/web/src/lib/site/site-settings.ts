import { createContext, useContext } from 'react';
import type { SiteSettings } from '@portico/contract/system';
import { callEndpoint } from '../http/call-endpoint';
import { settingsRef } from '../http/first-load-endpoints';

/**
 * The platform inlines the merchant's settings into index.html (a round trip saved on the
 * first screen); a page served some other way (Vite in development) fetches them instead.
 * The inline copy is part of the document, as the scripts beside it are, and the platform
 * builds it with the contract's types: it is read without the contract's schema, which is
 * not part of the first load (decision 047). The fetched copy is an answer and is checked.
 */
function inlineSettings(): SiteSettings | null {
  const text = document.getElementById('portico-settings')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as SiteSettings) : null;
  } catch {
    return null;
  }
}

/** The merchant's public configuration, needed before the first render: languages, flags, name. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  return inlineSettings() ?? callEndpoint(settingsRef, { cache: true, alert: false });
}

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings outside SiteSettingsContext');
  return settings;
}
