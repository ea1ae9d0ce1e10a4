import { useMutation } from '@tanstack/react-query';
import { passwordChangeEndpoint, type PasswordChange } from '@portico/contract/member';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { getSession, setSession } from '../../../lib/session/session-store';

/**
 * Encrypted POST /wps/member/password. The platform clears firstTimeLogin and an expired password;
 * the stored session is updated to match (same token, so no new signed-in event). Refusals are shown
 * on the fields by the form, so alert is off.
 */
export async function changePassword(body: PasswordChange): Promise<void> {
  await callEndpoint(passwordChangeEndpoint, { body, alert: false });
  const session = getSession();
  if (session?.firstTimeLogin) setSession({ ...session, firstTimeLogin: false });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
