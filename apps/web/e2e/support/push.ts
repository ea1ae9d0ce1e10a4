import type { Page } from '@playwright/test';
import { PUSH_MERCHANT } from './merchants/features.ts';
import { E2E_ADMIN_TOKEN } from './run-settings.ts';

export { startLocalPushService, type LocalPushService } from '../../../../scripts/lib/local-push-service.ts';
import type { LocalPushService } from '../../../../scripts/lib/local-push-service.ts';

/**
 * Headless Chromium has no push service. This replaces pushManager.subscribe/getSubscription in the
 * page with ones that register at the local push service (through a function the test exposes: the
 * service is in the test's process) — that boundary and nothing else: Notification, the worker and
 * the relays stay real (issue 14 item 4).
 */
export async function useLocalPushService(page: Page, service: LocalPushService): Promise<{ clientHash: () => string | null }> {
  let clientHash: string | null = null;
  await page.exposeFunction('porticoLocalSubscribe', async (applicationServerKey: string) => {
    const { clientHash: hash, ...json } = await service.subscribe(applicationServerKey);
    clientHash = hash;
    return json;
  });
  await page.addInitScript(() => {
    type Json = { endpoint: string; keys: { p256dh: string; auth: string } };
    const w = window as unknown as { porticoLocalSubscribe(key: string): Promise<Json> };
    const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const asSubscription = (json: Json) => ({ endpoint: json.endpoint, expirationTime: null, toJSON: () => json, unsubscribe: async () => true });
    const KEY = 'portico.e2e.push-subscription';
    PushManager.prototype.getSubscription = async function getSubscription() {
      const kept = localStorage.getItem(KEY);
      return (kept ? asSubscription(JSON.parse(kept) as Json) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof Uint8Array ? key : new Uint8Array(key as ArrayBuffer);
      const json = await w.porticoLocalSubscribe(toBase64Url(bytes));
      localStorage.setItem(KEY, JSON.stringify(json));
      return asSubscription(json) as unknown as PushSubscription;
    };
  });
  return { clientHash: () => clientHash };
}

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The member's stored push tokens, through the operator API. */
export async function pushTokensOf(page: Page, username: string): Promise<{ token: string; topics: string[] }[]> {
  const res = await page.request.get(`/admin/push/tokens?merchantCode=${PUSH_MERCHANT}&member=${encodeURIComponent(username)}`, { headers: admin });
  return ((await res.json()) as { value: { token: string; topics: string[] }[] }).value;
}

/** An operator send to a member (what `npm run push -- send` does). */
export async function operatorSend(page: Page, username: string, payload: { title: string; body: string; url?: string }) {
  const res = await page.request.post('/admin/push/send', { headers: admin, data: { merchantCode: PUSH_MERCHANT, member: username, payload } });
  return ((await res.json()) as { value: { delivered: number; targets: number } }).value;
}
