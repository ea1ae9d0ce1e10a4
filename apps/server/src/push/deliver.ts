import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@portico/contract/push';
import type { Db } from '../db/client.ts';
import { PushRefused, PushUnreachable, type PushSender } from './port.ts';
import { removeToken, type StoredToken } from './token-store.ts';

/** What an operator's send did, token by token summed up (the admin answer and the log line). */
export interface SendReport {
  targets: number;
  delivered: number;
  /** Tokens the push service no longer knows (404/410): removed. */
  removed: number;
  /** Still unreachable after every attempt, or refused. */
  failed: number;
  /** Attempts beyond the first, over all tokens. */
  retries: number;
}

export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Three tries, 0.5 s then 1 s apart: bounded, so an operator's command answers within seconds. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, firstDelayMs: 500 };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function deliverOne(sender: PushSender, token: StoredToken, payload: PushPayload, policy: RetryPolicy) {
  const sleep = policy.sleep ?? pause;
  for (let attempt = 1; ; attempt++) {
    try {
      return { outcome: await sender.send(token.token, payload), retries: attempt - 1 };
    } catch (err) {
      if (err instanceof PushUnreachable && attempt < policy.attempts) {
        await sleep(policy.firstDelayMs * 2 ** (attempt - 1));
        continue;
      }
      if (err instanceof PushUnreachable || err instanceof PushRefused) return { outcome: 'failed' as const, retries: attempt - 1, reason: err.message };
      throw err;
    }
  }
}

/**
 * Sends one payload to each token through the merchant's adapter, retrying an unreachable service
 * with back-off, removing tokens the service says are gone. Tokens of another provider (bound before
 * the merchant changed provider) cannot be delivered by this adapter: they count as failed.
 */
export async function deliver(
  db: Db,
  log: FastifyBaseLogger,
  sender: PushSender,
  tokens: StoredToken[],
  payload: PushPayload,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<SendReport> {
  const report: SendReport = { targets: tokens.length, delivered: 0, removed: 0, failed: 0, retries: 0 };
  for (const token of tokens) {
    if (token.provider !== sender.kind) {
      report.failed++;
      continue;
    }
    const result = await deliverOne(sender, token, payload, policy);
    report.retries += result.retries;
    if (result.outcome === 'delivered') report.delivered++;
    else if (result.outcome === 'gone') {
      await removeToken(db, token.id);
      report.removed++;
    } else {
      report.failed++;
      log.warn({ tokenId: token.id, adapter: sender.kind, reason: result.reason, retries: result.retries }, 'push not delivered');
    }
  }
  return report;
}
