import type { ZodMiniType } from 'zod/mini';
import type { HttpMethod } from '@portico/contract/endpoint';
import { getMerchantCode } from '../merchant.ts';
import { ApiError, isApiError } from './api-error.ts';
import { getCipherSuite } from './crypto/cipher-suite.ts';
import type { SchemaSource } from './endpoint-ref.ts';
import { applyErrorPolicy } from './error-policy.ts';
import { buildHeaders, getRequestLanguage, type HeaderValues } from './headers.ts';
import { cacheKey, dropCached, readCached, writeCached } from './response-cache.ts';
import { watchSlowCall } from './slow-call.ts';
import { queryString, send, withQuery, type Query } from './transport.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions<V = unknown> {
  /** Missing or empty rejects with errorCode 'url_is_null_check' and fetches nothing. */
  url?: string | null | undefined;
  method?: HttpMethod | undefined;
  query?: Query | undefined;
  /** Sent as JSON. */
  body?: unknown;
  headers?: HeaderValues | undefined;
  timeoutMs?: number | undefined;
  /** Seal the body with the cipher suite (not for GET). */
  encrypt?: boolean | undefined;
  /** Default true: send the session token as Authorization when there is one. */
  auth?: boolean | undefined;
  moduleId?: string | undefined;
  /** GET only: keep the answer in sessionStorage for this tab and serve it from there. */
  cache?: boolean | undefined;
  /** Drop the cached answer and fetch (and cache again when `cache` is set). */
  flush?: boolean | undefined;
  /** Default true; false: nothing is shown, the error is only passed on. */
  alert?: boolean | undefined;
  /** Bypass the HTTP cache: fetch cache 'no-store' plus Cache-Control: no-cache. */
  noStore?: boolean | undefined;
  /**
   * A loading toast when the call takes 5 s (slow-call.ts). Default: for what the person did (a POST,
   * PUT or DELETE); a call made in the background says false, a GET a screen waits on can say true.
   */
  slowToast?: boolean | undefined;
  /** Parses the envelope's `value`; without it the value is returned unchecked. A loader starts with the request. */
  value?: SchemaSource<V> | undefined;
}

interface Prepared<V> {
  url: string;
  path: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: unknown;
  encrypt: boolean;
  timeoutMs: number;
  noStore: boolean;
  value: ZodMiniType<V> | Promise<ZodMiniType<V>> | undefined;
}

const inFlight = new Map<string, Promise<unknown>>();

function pathOf(url: string): string {
  return new URL(url, location.href).pathname;
}

/**
 * Seals (when asked) and sends. `encryption.stale` means the platform rotated its key or
 * our clock offset is off: one fresh key and one retry fix both, and a second stale answer
 * is a real failure, so there is no loop.
 */
async function attempt<V>(call: Prepared<V>, retried = false): Promise<V> {
  let headers = call.headers;
  let body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const suite = call.encrypt ? getCipherSuite() : null;
  if (suite) {
    const sealed = await suite.seal({ method: call.method, path: call.path, data: call.body ?? null });
    headers = { ...headers, 'Content-Type': 'application/json', ...sealed.headers };
    body = JSON.stringify(sealed.body);
  }
  try {
    return await send({ url: call.url, method: call.method, headers, body, timeoutMs: call.timeoutMs, noStore: call.noStore, value: call.value });
  } catch (error) {
    if (suite && !retried && isApiError(error) && error.errorCode === 'encryption.stale') {
      suite.invalidate();
      return attempt(call, true);
    }
    throw error;
  }
}

/**
 * Every /wps call goes through here (doc A §7, doc E §7). Resolves with the parsed value;
 * rejects with an ApiError after error-policy.ts has shown what the catalogue asks for.
 */
export function request<V = unknown>(options: RequestOptions<V>): Promise<V> {
  const alert = options.alert !== false;
  if (!options.url) {
    return Promise.reject(applyErrorPolicy(new ApiError({ kind: 'config', errorCode: 'url_is_null_check' }), { alert }));
  }
  const method = options.method ?? 'GET';
  const query = queryString(options.query);
  const url = withQuery(options.url, query);
  const encrypt = options.encrypt === true && method !== 'GET';
  const headers = buildHeaders({
    auth: options.auth !== false,
    moduleId: options.moduleId,
    hasBody: options.body !== undefined || encrypt,
    noStore: options.noStore === true,
    extra: options.headers,
  });

  const schema = startSchema(options.value);
  const cacheable = method === 'GET' && (options.cache === true || options.flush === true);
  const key = cacheable
    ? cacheKey({ url: options.url, query, merchant: getMerchantCode(), language: getRequestLanguage() })
    : '';
  const sending: Sending<V> = { url, path: pathOf(options.url), method, headers, encrypt, schema, key, alert };
  if (cacheable && options.flush) dropCached(key);
  else if (cacheable && options.cache) {
    // A schema that failed to load is a miss here; the fetch then reports the failure through the policy.
    return readCached(key, schema)
      .catch(() => ({ hit: false }) as const)
      .then((cached) => (cached.hit ? cached.value : fetchOnce(options, sending)));
  }
  return fetchOnce(options, sending);
}

/** Starts loading a lazily imported schema now, beside the fetch; a failed import fails the call when its answer needs it. */
function startSchema<V>(source: SchemaSource<V> | undefined): ZodMiniType<V> | Promise<ZodMiniType<V>> | undefined {
  if (typeof source !== 'function') return source;
  const loading = source();
  loading.catch(() => undefined);
  return loading;
}

interface Sending<V> {
  url: string;
  path: string;
  method: HttpMethod;
  headers: Record<string, string>;
  encrypt: boolean;
  schema: ZodMiniType<V> | Promise<ZodMiniType<V>> | undefined;
  /** The cache key, '' when the answer is not cached. */
  key: string;
  alert: boolean;
}

function fetchOnce<V>(options: RequestOptions<V>, { url, path, method, headers, encrypt, schema, key, alert }: Sending<V>): Promise<V> {
  // `alert` and `encrypt` are part of identity too: callers sharing a promise share what is shown.
  const flightKey = JSON.stringify([method, url, headers, options.body ?? null, alert, encrypt]);
  const shared = inFlight.get(flightKey);
  if (shared) return shared as Promise<V>;

  const call: Prepared<V> = {
    url,
    path,
    method,
    headers,
    body: options.body,
    encrypt,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    noStore: options.noStore === true,
    value: schema,
  };
  const promise = attempt(call)
    .then(
      (value) => {
        if (key && options.cache) writeCached(key, value);
        return value;
      },
      (error: unknown) => {
        const apiError = isApiError(error) ? error : new ApiError({ kind: 'config', cause: error });
        apiError.sentToken = headers['Authorization'] ?? null;
        throw applyErrorPolicy(apiError, { alert });
      },
    )
    .finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, promise);
  if (options.slowToast ?? method !== 'GET') watchSlowCall(promise);
  return promise;
}
