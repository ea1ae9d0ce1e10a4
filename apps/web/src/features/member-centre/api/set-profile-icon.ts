import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setProfileIconEndpoint } from '@portico/contract/member-profile';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/member/profileIcon/set. */
export function setProfileIcon(icon: number) {
  return callEndpoint(setProfileIconEndpoint, { body: { icon } });
}

export function useSetProfileIcon() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setProfileIcon, onSuccess: () => client.invalidateQueries({ queryKey: ['profile-icon'] }) });
}
