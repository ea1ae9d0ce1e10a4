import { useMutation } from '@tanstack/react-query';
import { pushUnsubscribeEndpoint } from '@portico/contract/push';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * POST /wps/relay/CSP_fcmUnsubscribe with unsubscribeAll: the token leaves every topic and its
 * member. Sent after sign-out, without a session (decision 038); silent.
 */
export function unsubscribePushToken(registrationToken: string) {
  return callEndpoint(pushUnsubscribeEndpoint, { body: { registrationToken, unsubscribeAll: true }, alert: false, slowToast: false });
}

export function useUnsubscribePushToken() {
  return useMutation({ mutationFn: unsubscribePushToken });
}
