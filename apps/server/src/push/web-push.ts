import webpush from 'web-push';
import type { PushPayload } from '@portico/contract/push';
import { parseWebPushToken } from './registration-token.ts';
import { PushRefused, PushUnreachable, type DeliveryOutcome, type PushSender } from './port.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A message waits this long at the push service for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * The Web Push adapter (RFC 8030 delivery, RFC 8291 encryption, VAPID RFC 8292) through the
 * `web-push` package: what the local development setup and the tests use, and what a merchant
 * without Firebase uses in production.
 */
export function webPushSender(vapid: VapidKeys, options: { allowHttp: boolean; timeoutMs?: number }): PushSender {
  return {
    kind: 'web-push',
    async send(token: string, payload: PushPayload): Promise<DeliveryOutcome> {
      const subscription = parseWebPushToken(token, options.allowHttp);
      // web-push encrypts and signs; the request goes out through fetch, which (unlike web-push's own
      // https-only sender) also reaches the local push service over http in development and tests.
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      let status: number;
      try {
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        status = res.status;
        await res.body?.cancel();
      } catch {
        throw new PushUnreachable('push service unreachable');
      }
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) return 'gone';
      if (status === 429 || status >= 500) throw new PushUnreachable(`push service answered ${status}`);
      throw new PushRefused(`push service refused the message (${status})`);
    },
  };
}
