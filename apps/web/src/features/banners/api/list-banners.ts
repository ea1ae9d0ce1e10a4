import { queryOptions, useQuery } from '@tanstack/react-query';
import { banner, listBannersEndpoint } from '@portico/contract/banners';
import { parseRows } from '@portico/contract/content-rows';
import type { LanguageCode } from '@portico/contract/languages';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** GET /wps/relay/MCSFE_getListBanners (decision 028): the home carousel; a malformed row is skipped. */
export async function fetchBanners() {
  return parseRows(banner, await callEndpoint(listBannersEndpoint, {})).rows;
}

/** Per language: the alt texts come in the request's language. */
export function bannersQueryOptions(language: LanguageCode) {
  return queryOptions({ queryKey: ['banners', 'carousel', language], queryFn: fetchBanners, staleTime: 60_000 });
}

export function useBanners() {
  return useQuery(bannersQueryOptions(useCurrentLanguage()));
}
