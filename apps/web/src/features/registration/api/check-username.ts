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

/**
 * One cached answer per name for a minute: typing a name back costs no second request. Asked with
 * the query client's fetchQuery, not useQuery: /m/register's first load then carries no query
 * observer (2.9 KiB gzip, issue 18).
 */
export const usernameCheckQueryOptions = (username: string) => ({
  queryKey: ['register', 'check-username', username] as const,
  queryFn: () => checkUsername(username),
  staleTime: 60_000,
});
