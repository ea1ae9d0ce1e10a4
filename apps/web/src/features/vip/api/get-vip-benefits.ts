import { queryOptions, useQuery } from '@tanstack/react-query';
import { vipBenefitsEndpoint } from '@portico/contract/vip';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getVipBenefits: the labels, their benefits and whether the member sees them. */
export function vipBenefitsQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['vip-benefits', token, language],
    queryFn: () => callEndpoint(vipBenefitsEndpoint, {}),
    enabled: token !== null,
  });
}

export function useVipBenefits() {
  const session = useSession();
  return useQuery(vipBenefitsQueryOptions(session?.token ?? null, useCurrentLanguage()));
}
