import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileIconEndpoint } from '@portico/contract/member-profile';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/member/profileIcon: the chosen icon and the size of the merchant's set. */
export function profileIconQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['profile-icon', token, language],
    queryFn: () => callEndpoint(profileIconEndpoint, {}),
    enabled: token !== null,
  });
}

export function useProfileIcon() {
  const session = useSession();
  return useQuery(profileIconQueryOptions(session?.token ?? null, useCurrentLanguage()));
}
