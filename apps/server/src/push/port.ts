import type { PushPayload } from '@portico/contract/push';

/** What a push service said about one message. */
export type DeliveryOutcome = 'delivered' | 'gone';

/**
 * The push port (decision 038): an adapter delivers one payload to one registration token. It
 * answers 'gone' when the service says the token no longer exists (404, 410: the caller removes
 * it), throws PushUnreachable when trying again later may work (network, 429, 5xx), and throws
 * PushRefused for anything else. Adapters never log a token, a payload or a credential.
 */
export interface PushSender {
  readonly kind: 'web-push' | 'fcm';
  send(token: string, payload: PushPayload): Promise<DeliveryOutcome>;
}

/** Worth another attempt after a pause. */
export class PushUnreachable extends Error {
  override name = 'PushUnreachable';
}

/** The service refused the message for a reason a retry does not change (credentials, a malformed request). */
export class PushRefused extends Error {
  override name = 'PushRefused';
}
