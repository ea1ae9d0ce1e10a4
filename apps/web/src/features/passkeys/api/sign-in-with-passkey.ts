import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeySignInEndpoint, passkeySignInOptionsEndpoint } from '@portico/contract/passkeys';
import type { LoginValue } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { storeSignIn } from '../../../lib/session/store-sign-in';
import { loadWebAuthn } from '../model/browser';

/** POST /wps/session/passkey/options: a fresh single-use challenge for this domain. */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await callEndpoint(passkeySignInOptionsEndpoint, { alert: false })) as unknown as PublicKeyCredentialRequestOptionsJSON;
}

/**
 * A passkey sign-in (decision 042), from the button or from the username field's autofill
 * (`autofill`: the browser offers the passkeys in the field and answers when one is picked). The
 * session is stored as every other sign-in stores it. Flows call this fetcher (decision 026).
 */
export async function signInWithPasskey(options: PublicKeyCredentialRequestOptionsJSON, autofill = false): Promise<LoginValue> {
  const { startAuthentication } = await loadWebAuthn();
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  const value = await callEndpoint(passkeySignInEndpoint, { body: { response: response as never }, alert: false });
  storeSignIn(value);
  return value;
}
