import { createContext, useContext } from 'react';
import { settingsEndpoint, type SiteSettings } from '@portico/contract/system';
import { callEndpoint } from '../http/call-endpoint';

/**
 * The merchant's public configuration, fetched once per browser session (cached in
 * sessionStorage by the request layer) before the first render: languages, flags, name.
 */
export function fetchSiteSettings(): Promise<SiteSettings> {
  return callEndpoint(settingsEndpoint, { cache: true, alert: false });
}

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings outside SiteSettingsContext');
  return settings;
}
