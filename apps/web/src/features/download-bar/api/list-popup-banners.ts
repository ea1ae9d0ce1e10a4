import { queryOptions, useQuery } from '@tanstack/react-query';
import { banner, listBannersEndpoint, type POPUP_BANNER_GROUPS } from '@portico/contract/banners';
import { parseRows } from '@portico/contract/content-rows';
import type { LanguageCode } from '@portico/contract/languages';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

type PopupGroup = (typeof POPUP_BANNER_GROUPS)[number];

/** GET /wps/relay/MCSFE_getListBanners?groupName= (doc E §3): a download-image popup group; a malformed row is skipped. */
export async function fetchPopupBanners(groupName: PopupGroup) {
  return parseRows(banner, await callEndpoint(listBannersEndpoint, { query: { groupName }, alert: false })).rows;
}

export function popupBannersQueryOptions(groupName: PopupGroup, language: LanguageCode) {
  return queryOptions({ queryKey: ['banners', groupName, language], queryFn: () => fetchPopupBanners(groupName), staleTime: 60_000 });
}

/** Both groups once the wait is over (`enabled`); undefined until both have answered. */
export function usePopupBanners(enabled: boolean) {
  const language = useCurrentLanguage();
  const first = useQuery({ ...popupBannersQueryOptions('m_popup1', language), enabled });
  const second = useQuery({ ...popupBannersQueryOptions('m_popup2', language), enabled });
  return first.data && second.data ? { first: first.data, second: second.data } : undefined;
}
