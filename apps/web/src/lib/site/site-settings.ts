import { createContext, useContext } from 'react';
import { siteSettings, settingsEndpoint, type SiteSettings } from '@portico/contract/system';
import { callEndpoint } from '../http/call-endpoint';

/**
 * The platform inlines the merchant's settings into index.html (a round trip saved on the
 * first screen); a page served some other way (Vite in development) fetches them instead.
 */
function inlineSettings(): SiteSettings | null {
  const text = document.getElementById('portico-settings')?.textContent;
  if (!text) return null;
  try {
    const parsed = siteSettings.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The merchant's public configuration, needed before the first render: languages, flags, name. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  return inlineSettings() ?? callEndpoint(settingsEndpoint, { cache: true, alert: false });
}

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings outside SiteSettingsContext');
  return settings;
}
