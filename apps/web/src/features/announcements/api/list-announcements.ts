import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcement, listAnnouncementsEndpoint } from '@portico/contract/announcements';
import { parseRows } from '@portico/contract/content-rows';
import type { LanguageCode } from '@portico/contract/languages';
import { HOME_MARQUEE_QUERY } from '@portico/contract/home-poster';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** GET /wps/relay/MCSFE_getListAnnouncements for the marquee: promotions (PR) on mobile (M), doc E §7. */
export async function fetchMarquee() {
  const rows = await callEndpoint(listAnnouncementsEndpoint, { query: HOME_MARQUEE_QUERY });
  return parseRows(announcement, rows).rows;
}

export function marqueeQueryOptions(language: LanguageCode) {
  return queryOptions({ queryKey: ['announcements', 'marquee', language], queryFn: fetchMarquee, staleTime: 60_000 });
}

export function useMarquee() {
  return useQuery(marqueeQueryOptions(useCurrentLanguage()));
}
