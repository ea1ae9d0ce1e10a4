import { useMutation } from '@tanstack/react-query';
import { pushSubscribeEndpoint } from '@portico/contract/push';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/relay/CSP_fcmSubscribe (doc E §7: topic ALL); silent, in the background. */
export function subscribePushTopic(registrationToken: string, topic: string) {
  return callEndpoint(pushSubscribeEndpoint, { body: { registrationToken, topic }, alert: false, slowToast: false });
}

export function useSubscribePushTopic() {
  return useMutation({ mutationFn: ({ token, topic }: { token: string; topic: string }) => subscribePushTopic(token, topic) });
}
