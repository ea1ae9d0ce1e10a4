import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainOrigin, raceDomains, shuffle } from './race';

interface Call {
  url: string;
  signal: AbortSignal;
  respond: (body?: unknown, status?: number) => void;
}

/** A fetch whose answers the test releases one by one; it rejects when its signal aborts, like fetch. */
function controlledFetch() {
  const calls: Call[] = [];
  const fetcher = vi.fn((url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
      calls.push({
        url,
        signal,
        respond: (body = { success: true, value: { serverTime: 1 } }, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
      });
    });
  });
  return { calls, fetcher: fetcher as unknown as typeof fetch };
}

afterEach(() => vi.useRealTimers());

describe('raceDomains', () => {
  it('pings {domain}/wps/system/test/ping?speed=<ms>; the first answer wins and the losers are aborted', async () => {
    const { calls, fetcher } = controlledFetch();
    const race = raceDomains(['https://a.test', 'https://b.test', 'c.test'], { fetch: fetcher, now: () => 1234, random: () => 0.99 });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => c.url).sort()).toEqual([
      'https://a.test/wps/system/test/ping?speed=1234',
      'https://b.test/wps/system/test/ping?speed=1234',
      'https://c.test/wps/system/test/ping?speed=1234',
    ]);
    const b = calls.find((c) => c.url.startsWith('https://b.test')) as Call;
    b.respond();
    await expect(race).resolves.toBe('https://b.test');
    for (const c of calls) expect(c.signal.aborted, c.url).toBe(c !== b);
  });

  it('skips a failing answer and takes the next good one', async () => {
    const { calls, fetcher } = controlledFetch();
    const race = raceDomains(['https://a.test', 'https://b.test'], { fetch: fetcher });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[0]?.respond({ success: false, errorCode: 'x' });
    calls[1]?.respond();
    await expect(race).resolves.toBe(new URL(calls[1]!.url).origin);
  });

  it('races at most 10 domains, shuffled', async () => {
    const { calls, fetcher } = controlledFetch();
    const domains = Array.from({ length: 14 }, (_, i) => `https://d${i}.test`);
    const race = raceDomains(domains, { fetch: fetcher, random: () => 0 });
    await vi.waitFor(() => expect(calls).toHaveLength(10));
    const raced = calls.map((c) => new URL(c.url).origin);
    expect(new Set(raced).size).toBe(10);
    expect(raced).not.toEqual(domains.slice(0, 10));
    calls[0]?.respond();
    await race;
  });

  it('gives each ping its own time-out and answers null when none answers in time', async () => {
    vi.useFakeTimers();
    const { calls, fetcher } = controlledFetch();
    const race = raceDomains(['https://a.test', 'https://b.test'], { fetch: fetcher, timeoutMs: 10_000 });
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(9_999);
    expect(calls.every((c) => !c.signal.aborted)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
    await expect(race).resolves.toBeNull();
  });

  it('answers null at once with no usable domain', async () => {
    const { calls, fetcher } = controlledFetch();
    await expect(raceDomains(['', 'ftp://x'], { fetch: fetcher })).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('shuffle and domainOrigin', () => {
  it('shuffles a copy, keeping every item', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffle(items, () => 0);
    expect(out).not.toEqual(items);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads a bare host as https and keeps a port', () => {
    expect(domainOrigin('m.example.com')).toBe('https://m.example.com');
    expect(domainOrigin('http://127.0.0.1:4351/')).toBe('http://127.0.0.1:4351');
    expect(domainOrigin('ftp://x.test')).toBeNull();

  });
});
