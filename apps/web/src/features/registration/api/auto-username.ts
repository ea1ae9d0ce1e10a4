import { callEndpoint } from '../../../lib/http/call-endpoint';
import { autoUsernameRef } from './endpoints';

/** POST /wps/member/register/autoUsername: a free username, built on what was typed when it is usable. */
export async function suggestUsername(prefix: string): Promise<string> {
  const trimmed = prefix.trim();
  const { username } = await callEndpoint(autoUsernameRef, { body: trimmed ? { prefix: trimmed } : {} });
  return username;
}
