import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralInfoEndpoint } from '@portico/contract/referral';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getReferralInfo: the member's code and sign-up path. */
export function referralInfoQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['referral-info', token, language],
    queryFn: () => callEndpoint(referralInfoEndpoint, {}),
    enabled: token !== null,
  });
}

export function useReferralInfo() {
  const session = useSession();
  return useQuery(referralInfoQueryOptions(session?.token ?? null, useCurrentLanguage()));
}
