import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFromServers, PER_SERVER_MS } from './load-script';

afterEach(() => vi.useRealTimers());

describe('loadFromServers', () => {
  it('tries the servers in order, giving each 3 s, and stops at the first that loads', async () => {
    vi.useFakeTimers();
    let loaded = false;
    const tried: { src: string; at: number }[] = [];
    const start = Date.now();
    const inject = vi.fn((src: string) => {
      tried.push({ src, at: Date.now() - start });
      if (src.startsWith('https://slow')) return new Promise<void>(() => undefined); // never answers
      if (src.startsWith('https://dead')) return Promise.reject(new Error('404'));
      loaded = true;
      return Promise.resolve();
    });
    const done = loadFromServers(['https://slow.example', 'https://dead.example/', 'https://good.example', 'https://never.example'], '/v4/gt4.js', () => loaded, { inject });
    await vi.advanceTimersByTimeAsync(PER_SERVER_MS);
    await expect(done).resolves.toBe('https://good.example/v4/gt4.js');
    expect(tried.map((t) => t.src)).toEqual(['https://slow.example/v4/gt4.js', 'https://dead.example/v4/gt4.js', 'https://good.example/v4/gt4.js']);
    expect(PER_SERVER_MS).toBe(3000);
    expect(tried[1]?.at).toBe(3000);
  });

  it('fails when every server fails or answers without the loader, and loads nothing when it is already there', async () => {
    const inject = vi.fn(() => Promise.resolve());
    await expect(loadFromServers(['a', 'b'], '/x.js', () => false, { inject })).rejects.toThrow('no Geetest server');
    expect(inject).toHaveBeenCalledTimes(2);
    inject.mockClear();
    await expect(loadFromServers(['a'], '/x.js', () => true, { inject })).resolves.toBe('already loaded');
    expect(inject).not.toHaveBeenCalled();
  });
});
