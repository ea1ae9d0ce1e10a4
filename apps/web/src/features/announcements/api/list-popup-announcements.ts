import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseRows } from '@portico/contract/content-rows';
import type { LanguageCode } from '@portico/contract/languages';
import { listPopupAnnouncementsEndpoint, popupAnnouncement } from '@portico/contract/popup-announcements';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/**
 * GET /wps/relay/MCSFE_getListPopupAnnouncements (decision 028). alert is off: a popup nobody
 * asked for must not turn into an error notice; without it home is simply quieter.
 */
export async function fetchPopupAnnouncements() {
  const rows = await callEndpoint(listPopupAnnouncementsEndpoint, { alert: false });
  return parseRows(popupAnnouncement, rows).rows;
}

export function popupAnnouncementsQueryOptions(language: LanguageCode) {
  return queryOptions({ queryKey: ['announcements', 'popups', language], queryFn: fetchPopupAnnouncements, staleTime: 60_000 });
}

export function usePopupAnnouncements() {
  return useQuery(popupAnnouncementsQueryOptions(useCurrentLanguage()));
}
