import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@portico/contract/endpoint';
import { isEndpointRef, type EndpointRef } from './endpoint-ref.ts';
import { subscribe, type NoticePayload, type NotifyEvent, type ToastPayload } from '../notify/notify.ts';

/** Test helpers for the request layer: fetch is the network boundary, the notify bus is what a person sees. */

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  init: RequestInit;
}

export type FetchHandler = (request: SeenRequest) => Response | Promise<Response>;

export function stubFetch(handler: FetchHandler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? init.body : undefined;
    return handler({ url: String(input), method: init.method ?? 'GET', headers, body, init });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function seen(fn: ReturnType<typeof stubFetch>, index = 0): SeenRequest {
  const call = fn.mock.calls[index];
  if (!call) throw new Error(`fetch call ${index} not made`);
  const init = call[1] ?? {};
  return {
    url: String(call[0]),
    method: init.method ?? 'GET',
    headers: (init.headers ?? {}) as Record<string, string>,
    body: typeof init.body === 'string' ? init.body : undefined,
    init,
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
}

export function ok(value: unknown): Response {
  return json({ success: true, value });
}

export function fail(errorCode: string | null, message?: string, init: ResponseInit = {}): Response {
  return json({ success: false, errorCode, message }, init);
}

/** A fetch that never answers until aborted, as a stalled connection does. */
export function hangingFetch(): FetchHandler {
  return ({ init }) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

/** Records every event of the notify bus and confirms notices at once, as a person tapping OK would. */
export function recordNotify() {
  const events: NotifyEvent[] = [];
  const stop = subscribe((event) => {
    events.push(event);
    if (event.type === 'notice') event.confirm();
  });
  return {
    events,
    stop,
    notices: (): NoticePayload[] => events.flatMap((e) => (e.type === 'notice' ? [e.payload] : [])),
    toasts: (): ToastPayload[] => events.flatMap((e) => (e.type === 'toast' ? [e.payload] : [])),
    hideLoadings: (): number => events.filter((e) => e.type === 'hide-loading').length,
    /** Anything a person would notice: notices and toasts (hide-loading only removes a spinner). */
    shown: (): NotifyEvent[] => events.filter((e) => e.type !== 'hide-loading'),
  };
}

/** Lets the rejection handlers of a request run, with real or fake timers. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** Vitest's jsdom environment exposes its JSDOM instance; reconfigure is the supported way to change location. */
export function setPageUrl(url: string): void {
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({ url });
}

/**
 * Endpoint descriptors (decision 047) against the contract: each one loads its endpoint, and every
 * field a request is sent with must be the endpoint's, so a descriptor cannot drift.
 */
export function describeEndpointRefs(title: string, refs: Record<string, unknown>): void {
  describe(title, () => {
    // Each descriptor's own type is exact; here they are compared as any endpoint.
    const all = Object.entries(refs) as Array<[string, EndpointRef<Endpoint>]>;
    const sentWith = (e: Pick<Endpoint, 'id' | 'methods' | 'path' | 'auth' | 'encrypted' | 'moduleId'>) => ({
      id: e.id,
      methods: [...e.methods],
      path: e.path,
      auth: e.auth,
      encrypted: e.encrypted,
      moduleId: e.moduleId,
    });

    it('are all descriptors', () => {
      expect(all.length).toBeGreaterThan(0);
      for (const [, ref] of all) expect(isEndpointRef(ref)).toBe(true);
    });

    it.each(all)('%s is its contract endpoint, field for field, and loads it with its value schema', async (_, ref) => {
      const endpoint: Endpoint = await ref.load();
      expect(sentWith(ref)).toEqual(sentWith(endpoint));
      expect(typeof endpoint.value.safeParse).toBe('function');
    });
  });
}
