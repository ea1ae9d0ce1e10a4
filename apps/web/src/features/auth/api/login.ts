import { useMutation } from '@tanstack/react-query';
import { loginEndpoint, type LoginValue } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { storeSignIn } from '../model/store-sign-in';

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** Encrypted POST /wps/session/login; errors are shown inline by the form, so alert is off. */
export async function loginWithPassword(credentials: PasswordCredentials): Promise<LoginValue> {
  const value = await callEndpoint(loginEndpoint, {
    body: { ...credentials, type: 'username' },
    alert: false,
  });
  storeSignIn(value);
  return value;
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithPassword });
}
