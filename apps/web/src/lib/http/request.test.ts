import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { clearSession, setSession } from '../session/session-store.ts';
import { setPref } from '../storage/prefs.ts';
import { ApiError } from './api-error.ts';
import { request } from './request.ts';
import { fail, hangingFetch, json, ok, recordNotify, seen, stubFetch } from './test-support.ts';

const SESSION = { id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false } as const;

let notify: ReturnType<typeof recordNotify>;
beforeEach(() => {
  notify = recordNotify();
});
afterEach(() => {
  notify.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('headers', () => {
  it('sends Merchant from the page meta and Language CN by default, without Authorization when signed out', async () => {
    document.head.innerHTML = '<meta name="portico-merchant" content="ACME">';
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/x' });
    expect(seen(fetch).headers).toEqual({ Merchant: 'ACME', Language: 'CN' });
  });

  it('prefers the stored merchant and upper-cases the stored language', async () => {
    setPref('merchant', 'STORED');
    setPref('language', 'en');
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/x' });
    expect(seen(fetch).headers).toMatchObject({ Merchant: 'STORED', Language: 'EN' });
  });

  it('falls back to DEMO when neither a preference nor a meta names the merchant', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/x' });
    expect(seen(fetch).headers.Merchant).toBe('DEMO');
  });

  it('sends the session token as Authorization, unless auth is false', async () => {
    setSession(SESSION);
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/a' });
    await request({ url: '/wps/b', auth: false });
    expect(seen(fetch, 0).headers.Authorization).toBe('tok-7');
    expect(seen(fetch, 1).headers).not.toHaveProperty('Authorization');
  });

  it('drops empty headers and adds ModuleId, extras and Content-Type for a body', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/r', method: 'POST', body: { a: 1 }, moduleId: 'REG3', headers: { Device: 'PWA', Empty: '', Gone: undefined } });
    const sent = seen(fetch);
    expect(sent.headers).toEqual({ Merchant: 'DEMO', Language: 'CN', ModuleId: 'REG3', 'Content-Type': 'application/json', Device: 'PWA' });
    expect(sent.body).toBe('{"a":1}');
  });

  it('noStore asks for a fresh answer from every cache on the way', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/s', noStore: true });
    expect(seen(fetch).init.cache).toBe('no-store');
    expect(seen(fetch).headers['Cache-Control']).toBe('no-cache');
  });
});

describe('defaults', () => {
  it('is a GET with credentials included and redirects not followed', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/x' });
    const { method, init } = seen(fetch);
    expect(method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.redirect).toBe('manual');
  });

  it('treats a redirect as an http error', async () => {
    stubFetch(() => new Response(null, { status: 302, headers: { Location: '/elsewhere' } }));
    await expect(request({ url: '/wps/x', alert: false })).rejects.toMatchObject({ kind: 'http', status: 302 });
  });

  it('adds the query, leaving out undefined and null values', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/q', query: { a: 1, b: undefined, c: null, d: 'x y', e: false } });
    expect(seen(fetch).url).toBe('/wps/q?a=1&d=x+y&e=false');
  });

  it('rejects a call without url as url_is_null_check and fetches nothing', async () => {
    const fetch = stubFetch(() => ok(1));
    await expect(request({ url: '', alert: false })).rejects.toMatchObject({ kind: 'config', errorCode: 'url_is_null_check' });
    await expect(request({ alert: false })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('times out after 30 s by default', async () => {
    vi.useFakeTimers();
    stubFetch(hangingFetch());
    const pending = request({ url: '/wps/slow', alert: false });
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('times out after timeoutMs when a call sets it', async () => {
    vi.useFakeTimers();
    stubFetch(hangingFetch());
    const outcome = request({ url: '/wps/ping', timeoutMs: 10_000, alert: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('starts the fetch in a task of its own where the browser can yield promptly', async () => {
    let resume: () => void = () => undefined;
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    const fetch = stubFetch(() => ok(1));
    const answer = request({ url: '/wps/q' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    resume();
    await expect(answer).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('answers', () => {
  it('parses the value with the schema and rejects a value that does not fit as parse', async () => {
    stubFetch(({ url }) => (url === '/wps/good' ? ok({ n: 1 }) : ok({ n: 'one' })));
    const schema = z.object({ n: z.number() });
    await expect(request({ url: '/wps/good', value: schema })).resolves.toEqual({ n: 1 });
    await expect(request({ url: '/wps/bad', value: schema, alert: false })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('rejects a body that is not an envelope as parse', async () => {
    stubFetch(() => new Response('<html>gateway</html>', { status: 200 }));
    await expect(request({ url: '/wps/x', alert: false })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('rejects success:false as business with the code, message, value and field errors', async () => {
    stubFetch(() =>
      json({ success: false, errorCode: 'request.invalid', message: 'bad', value: { twoFactor: true }, fieldErrors: [{ field: 'u', message: 'short' }] }),
    );
    await expect(request({ url: '/wps/x', alert: false })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'request.invalid',
      message: 'bad',
      value: { twoFactor: true },
      fieldErrors: [{ field: 'u', message: 'short' }],
    });
  });

  it('reads Retry-After into retryAfterSeconds', async () => {
    stubFetch(() => fail('TOO_MANY_REQUEST', 'slow down', { status: 429, headers: { 'Retry-After': '30' } }));
    await expect(request({ url: '/wps/x' })).rejects.toMatchObject({ kind: 'http', status: 429, retryAfterSeconds: 30 });
  });
});

describe('session storage cache', () => {
  it('serves a cached GET from sessionStorage, and flush fetches again', async () => {
    let n = 0;
    const fetch = stubFetch(() => ok({ n: ++n }));
    const schema = z.object({ n: z.number() });
    await expect(request({ url: '/wps/settings', cache: true, value: schema })).resolves.toEqual({ n: 1 });
    await expect(request({ url: '/wps/settings', cache: true, value: schema })).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(request({ url: '/wps/settings', cache: true, flush: true, value: schema })).resolves.toEqual({ n: 2 });
    await expect(request({ url: '/wps/settings', cache: true, value: schema })).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keys the cache by query, merchant and language', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/c', cache: true, query: { a: 1 } });
    await request({ url: '/wps/c', cache: true, query: { a: 2 } });
    setPref('language', 'en');
    await request({ url: '/wps/c', cache: true, query: { a: 1 } });
    setPref('merchant', 'OTHER');
    await request({ url: '/wps/c', cache: true, query: { a: 1 } });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('forgets cached answers when the member signs out', async () => {
    setSession(SESSION);
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/c', cache: true });
    clearSession();
    await request({ url: '/wps/c', cache: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not cache without cache: true', async () => {
    const fetch = stubFetch(() => ok(1));
    await request({ url: '/wps/c' });
    await request({ url: '/wps/c' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('in-flight sharing', () => {
  it('two identical calls in flight make one fetch and get the same answer', async () => {
    const fetch = stubFetch(() => ok({ n: 1 }));
    const [a, b] = await Promise.all([request({ url: '/wps/m', query: { x: 1 } }), request({ url: '/wps/m', query: { x: 1 } })]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
  });

  it('calls that differ in body are not shared, and a settled call is not reused', async () => {
    const fetch = stubFetch(() => ok(1));
    await Promise.all([request({ url: '/wps/m', method: 'POST', body: { a: 1 } }), request({ url: '/wps/m', method: 'POST', body: { a: 2 } })]);
    await request({ url: '/wps/m', method: 'POST', body: { a: 1 } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
