import type { ZodMiniType } from 'zod/mini';
import type { AnyEnvelope } from '@portico/contract/envelope';
import { ApiError } from './api-error.ts';
import { yieldIfPrompt } from '../yield-to-browser.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Query values that are null or undefined are left out, so optional parameters need no filtering by callers. */
export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  return params.toString();
}

export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

export interface SendOptions<V> {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Already serialised (and sealed, when encrypted). */
  body?: string | undefined;
  timeoutMs: number;
  noStore: boolean;
  /** Started by the caller when the request started, so it loads beside the fetch. */
  value?: ZodMiniType<V> | Promise<ZodMiniType<V>> | undefined;
}

/**
 * A contract module imported for its schemas on first use and kept (decision 047). One that cannot
 * be fetched (the connection dropped, a deploy removed the old chunk) fails the call as a network
 * error, and the next call tries the import again.
 */
export function lazySchemaModule<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw new ApiError({ kind: isOffline() ? 'offline' : 'network', cause });
    }));
}

/**
 * The envelope's schema comes with the first call, not with the first load: zod and the contract's
 * schemas are not part of the first screen. The answer waits for it, so nothing reaches a caller unchecked.
 */
const loadEnvelope = lazySchemaModule(() => import('@portico/contract/envelope'));

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function failure(kind: 'business' | 'http', status: number, envelope: AnyEnvelope | undefined, response: Response): ApiError {
  return new ApiError({
    kind,
    status,
    errorCode: envelope?.errorCode ?? undefined,
    message: envelope?.message ?? undefined,
    value: envelope?.value,
    fieldErrors: envelope?.fieldErrors,
    retryAfterSeconds: retryAfter(response),
  });
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * One fetch, turned into the parsed `value` or an ApiError. No policy here: what a person
 * sees is decided by error-policy.ts. The time-out covers reading the body too, because a
 * stalled body holds the loading indicator as long as a stalled connection does.
 * Where the browser can resume promptly, the fetch starts in a task of its own: a screen that mounts
 * several queries at once then never adds the work of starting each request to the task that
 * rendered it (issue 18).
 */
export async function send<V>(options: SendOptions<V>): Promise<V> {
  void loadEnvelope().catch(() => undefined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      await yieldIfPrompt();
      response = await fetch(options.url, {
        method: options.method,
        headers: options.headers,
        body: options.body ?? null,
        credentials: 'include',
        // A redirect from /wps means a gateway or captive portal, never the answer: it is reported, not followed.
        redirect: 'manual',
        ...(options.noStore ? { cache: 'no-store' as const } : {}),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      if (controller.signal.aborted) throw new ApiError({ kind: 'timeout', cause });
      throw new ApiError({ kind: isOffline() ? 'offline' : 'network', cause });
    }
    const [{ anyEnvelope }, schema] = await Promise.all([loadEnvelope(), options.value]);
    return parseResponse(response, text, anyEnvelope, schema);
  } finally {
    clearTimeout(timer);
  }
}

function parseResponse<V>(response: Response, text: string, anyEnvelope: ZodMiniType<AnyEnvelope>, schema: ZodMiniType<V> | undefined): V {
  let json: unknown;
  let isJson = true;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    isJson = false;
    json = cause;
  }
  const envelope = isJson ? anyEnvelope.safeParse(json) : undefined;
  const data = envelope?.success ? envelope.data : undefined;
  const status = response.status;
  if (response.type === 'opaqueredirect' || !response.ok) throw failure('http', status, data, response);
  if (!data) throw new ApiError({ kind: 'parse', status, cause: isJson ? envelope?.error : json });
  if (!data.success) throw failure('business', status, data, response);
  if (!schema) return data.value as V;
  // A call that answers nothing sends no value; null lets a z.null() schema accept that.
  const value = schema.safeParse(data.value ?? null);
  if (!value.success) throw new ApiError({ kind: 'parse', status, cause: value.error });
  return value.data;
}
