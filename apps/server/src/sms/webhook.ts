import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PlatformError } from '../http/platform-error.ts';
import { maskPhone, type SmsSender } from './port.ts';

export interface WebhookOptions {
  url: string;
  secret: string;
  log: FastifyBaseLogger;
  /** 10 s: a gateway slower than that has failed as far as the waiting member is concerned. */
  timeoutMs?: number;
}

/** `sha256=<hex>`: HMAC-SHA256 of the exact bytes posted, so the gateway can check them before parsing. */
export function signatureOf(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/**
 * The production adapter: POSTs `{to, body, merchantCode, id}` as JSON to a real gateway, signed with
 * X-Portico-Signature. Anything but a 2xx within the time-out is sms.unavailable; the log line names
 * the message id, the gateway host and what went wrong, never the body (it holds the code) or the secret.
 */
export function webhookSender({ url, secret, log, timeoutMs = 10_000 }: WebhookOptions): SmsSender {
  const gateway = new URL(url).host;
  return {
    kind: 'webhook',
    async send({ merchantCode, to, body }) {
      const id = randomUUID();
      const raw = JSON.stringify({ to, body, merchantCode, id });
      const context = { smsId: id, merchantCode, to: maskPhone(to), gateway };
      let status: number;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-portico-signature': signatureOf(raw, secret) },
          body: raw,
          // A redirect would re-post the message somewhere the operator did not configure.
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        // The answer's body is not needed; reading it out frees the connection for the next message.
        await res.arrayBuffer().catch(() => undefined);
      } catch (err) {
        log.warn({ ...context, reason: reasonOf(err) }, 'sms gateway unreachable');
        throw new PlatformError('sms.unavailable');
      }
      if (status < 200 || status > 299) {
        log.warn({ ...context, status }, 'sms gateway refused the message');
        throw new PlatformError('sms.unavailable');
      }
      log.info(context, 'sms handed to the gateway');
      return { id };
    },
  };
}

function reasonOf(err: unknown): string {
  if (err instanceof DOMException && err.name === 'TimeoutError') return 'timeout';
  const cause = (err as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  return err instanceof Error ? err.message : 'unknown';
}
