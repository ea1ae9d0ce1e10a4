import { importPKCS8, SignJWT } from 'jose';
import type { PushPayload } from '@portico/contract/push';
import { PushRefused, PushUnreachable, type DeliveryOutcome, type PushSender } from './port.ts';

/** The fields of a Google service-account key file the adapter reads (FCM_SERVICE_ACCOUNT). */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

async function post(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new PushUnreachable('push service unreachable');
  }
}

/** An OAuth2 access token from the service account (RFC 7523 JWT bearer grant), reused until shortly before it expires. */
function accessTokens(account: ServiceAccount, timeoutMs: number) {
  let cached: { token: string; until: number } | null = null;
  return async (): Promise<string> => {
    if (cached && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await post(
      account.token_uri,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString() },
      timeoutMs,
    );
    if (res.status >= 500 || res.status === 429) throw new PushUnreachable(`token endpoint answered ${res.status}`);
    if (!res.ok) throw new PushRefused(`token endpoint refused the service account (${res.status})`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PushRefused('token endpoint answered without an access token');
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  };
}

/** FCM's error detail for a token that no longer exists (HTTP v1 `google.firebase.fcm.v1.FcmError`). */
function isUnregistered(body: unknown): boolean {
  const details = (body as { error?: { details?: { errorCode?: string }[] } } | null)?.error?.details ?? [];
  return details.some((d) => d.errorCode === 'UNREGISTERED');
}

/**
 * The Firebase Cloud Messaging adapter (HTTP v1 API). The payload travels as FCM data (string
 * values), which the service worker's handler reads as it reads a Web Push payload, and the native
 * app shows itself. `api` is https://fcm.googleapis.com (FCM_API: a test points it at a local server).
 */
export function fcmSender(account: ServiceAccount, options: { api: string; timeoutMs?: number }): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const accessToken = accessTokens(account, timeoutMs);
  const url = `${options.api.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  return {
    kind: 'fcm',
    async send(token: string, payload: PushPayload): Promise<DeliveryOutcome> {
      const data = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
      const res = await post(
        url,
        {
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: { token, data, webpush: { headers: { TTL: '86400' } } } }),
        },
        timeoutMs,
      );
      if (res.ok) return 'delivered';
      const body: unknown = await res.json().catch(() => null);
      if (res.status === 404 || res.status === 410 || isUnregistered(body)) return 'gone';
      if (res.status === 429 || res.status >= 500) throw new PushUnreachable(`FCM answered ${res.status}`);
      throw new PushRefused(`FCM refused the message (${res.status})`);
    },
  };
}
