import { useMutation } from '@tanstack/react-query';
import { twoFactorEndpoint, type LoginValue, type TwoFactorRequest } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { storeSignIn } from '../../../lib/session/store-sign-in';

/**
 * Encrypted POST /wps/session/login/verification: the credentials again plus one second factor.
 * alert is off because the two-factor dialog shows every refusal next to the field it concerns.
 */
export async function verifyLogin(body: TwoFactorRequest): Promise<LoginValue> {
  const value = await callEndpoint(twoFactorEndpoint, { body, alert: false });
  storeSignIn(value);
  return value;
}

export function useVerifyLogin() {
  return useMutation({ mutationFn: verifyLogin });
}
