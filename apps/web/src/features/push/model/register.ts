import { PUSH_TOPIC_ALL } from '@portico/contract/push';
import type { TokenSource } from '../../../lib/push/registration-token';
import { bindPushToken } from '../api/bind-push-token';
import { subscribePushTopic } from '../api/subscribe-push-topic';
import { needsRegistration, readRecord, writeRecord } from './registration-record';

/**
 * doc E §9: grant → token → CSP_fcmBind → CSP_fcmSubscribe ALL, repeated when the token or the
 * member changes and every 7 days. Answers whether the platform now has the token.
 */
export async function registerPush(source: TokenSource, memberId: number, now: () => number = Date.now): Promise<boolean> {
  const token = await source.token().catch(() => null);
  if (!token) return false;
  if (!needsRegistration(readRecord(), token, memberId, now())) return true;
  await bindPushToken(token);
  await subscribePushTopic(token, PUSH_TOPIC_ALL);
  writeRecord({ token, memberId, at: now() });
  return true;
}
