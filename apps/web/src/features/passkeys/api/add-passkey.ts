import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyRegisterEndpoint, passkeyRegistrationOptionsEndpoint } from '@portico/contract/passkeys';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { loadWebAuthn } from '../model/browser';

/**
 * Adding a passkey (decision 042): creation options from the platform (a challenge bound to this
 * session), the device's prompt, then POST /wps/member/passkeys/registration. The screen shows
 * refusals itself, so alert is off.
 */
export async function addPasskey(name: string) {
  const options = await callEndpoint(passkeyRegistrationOptionsEndpoint, { alert: false });
  const { startRegistration } = await loadWebAuthn();
  const response = await startRegistration({ optionsJSON: options as never });
  return callEndpoint(passkeyRegisterEndpoint, { body: { response: response as never, name }, alert: false });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPasskey, onSuccess: () => client.invalidateQueries({ queryKey: ['passkeys'] }) });
}
