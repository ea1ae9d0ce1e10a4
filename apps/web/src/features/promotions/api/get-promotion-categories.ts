import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCategoriesEndpoint } from '@portico/contract/promotions';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory: the reward centre's tabs. */
export function promotionCategoriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['promotions', 'categories', language],
    queryFn: () => callEndpoint(promotionCategoriesEndpoint, { alert: false }),
    staleTime: 300_000,
  });
}

export function usePromotionCategories() {
  return useQuery(promotionCategoriesQueryOptions(useCurrentLanguage()));
}
