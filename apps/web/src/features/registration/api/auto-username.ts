import { useMutation } from '@tanstack/react-query';
import { autoUsernameEndpoint } from '@portico/contract/register';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/member/register/autoUsername: a free username, built on what was typed when it is usable. */
export async function suggestUsername(prefix: string): Promise<string> {
  const trimmed = prefix.trim();
  const { username } = await callEndpoint(autoUsernameEndpoint, { body: trimmed ? { prefix: trimmed } : {} });
  return username;
}

export function useSuggestUsername() {
  return useMutation({ mutationFn: suggestUsername });
}
