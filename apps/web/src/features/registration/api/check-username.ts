import { checkUsernameEndpoint, type UsernameCheckValue } from '@portico/contract/register';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * GET /wps/check/username (doc A §7). Silent (alert off): availability is a hint beside the field,
 * and a throttled or failed check simply shows nothing; the registration itself decides.
 */
export function checkUsername(username: string): Promise<UsernameCheckValue> {
  return callEndpoint(checkUsernameEndpoint, { query: { username }, alert: false });
}
