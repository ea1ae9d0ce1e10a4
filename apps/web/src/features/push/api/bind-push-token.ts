import { useMutation } from '@tanstack/react-query';
import { pushBindEndpoint } from '@portico/contract/push';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/relay/CSP_fcmBind; silent: push registration happens in the background. */
export function bindPushToken(registrationToken: string) {
  return callEndpoint(pushBindEndpoint, { body: { registrationToken }, alert: false, slowToast: false });
}

export function useBindPushToken() {
  return useMutation({ mutationFn: bindPushToken });
}
