import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsernameCheckValue } from '@portico/contract/register';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { checkUsernameRef } from './endpoints';

/**
 * GET /wps/check/username (doc A §7). Silent (alert off): availability is a hint beside the field,
 * and a throttled or failed check simply shows nothing; the registration itself decides.
 */
export function checkUsername(username: string): Promise<UsernameCheckValue> {
  return callEndpoint(checkUsernameRef, { query: { username }, alert: false });
}

/** One cached answer per name for a minute: typing a name back costs no second request. */
export const usernameCheckQueryOptions = (username: string) =>
  queryOptions({ queryKey: ['register', 'check-username', username], queryFn: () => checkUsername(username), staleTime: 60_000 });

/** The availability of `username`; asks nothing while `enabled` is false (empty, or breaking a rule). */
export function useUsernameCheck(username: string, enabled: boolean) {
  return useQuery({ ...usernameCheckQueryOptions(username), enabled });
}
