import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrivateBrowsing } from './is-private';

/** jsdom has no StorageManager; each test gives the page the storage behaviour of one browser. */
function storage(manager: Partial<StorageManager> | undefined, extra: Record<string, unknown> = {}) {
  vi.stubGlobal('navigator', { ...extra, userAgent: navigator.userAgent, storage: manager });
}

const GiB = 1024 ** 3;

afterEach(() => vi.unstubAllGlobals());

describe('isPrivateBrowsing', () => {
  it('Safari private: the private file system fails for an "unknown transient reason"', async () => {
    storage({
      getDirectory: vi.fn().mockRejectedValue(new DOMException('The operation failed for an unknown transient reason', 'UnknownError')),
    });
    expect(await isPrivateBrowsing()).toBe(true);
  });

  it('Firefox private: the private file system is refused with a security error', async () => {
    storage({ getDirectory: vi.fn().mockRejectedValue(new DOMException('Security error when calling GetDirectory', 'SecurityError')) });
    expect(await isPrivateBrowsing()).toBe(true);
  });

  it('Chromium incognito: the quota is capped below twice the heap limit', async () => {
    vi.stubGlobal('performance', { memory: { jsHeapSizeLimit: 4 * GiB } });
    storage(
      { getDirectory: vi.fn().mockResolvedValue({}), estimate: vi.fn().mockResolvedValue({ quota: 1 * GiB, usage: 0 }) },
      { webkitTemporaryStorage: {} },
    );
    expect(await isPrivateBrowsing()).toBe(true);
  });

  it('Chromium normal window: a quota that is a share of the disk', async () => {
    vi.stubGlobal('performance', { memory: { jsHeapSizeLimit: 4 * GiB } });
    storage(
      { getDirectory: vi.fn().mockResolvedValue({}), estimate: vi.fn().mockResolvedValue({ quota: 10 * GiB, usage: 0 }) },
      { webkitTemporaryStorage: {} },
    );
    expect(await isPrivateBrowsing()).toBe(false);
  });

  it('a small quota outside Chromium says nothing (Safari normal windows start small)', async () => {
    storage({ getDirectory: vi.fn().mockResolvedValue({}), estimate: vi.fn().mockResolvedValue({ quota: 500 * 1024 ** 2 }) });
    expect(await isPrivateBrowsing()).toBe(false);
  });

  it('an unrelated file-system failure, or no storage API at all, is not taken for private browsing', async () => {
    storage({ getDirectory: vi.fn().mockRejectedValue(new DOMException('quota', 'QuotaExceededError')) });
    expect(await isPrivateBrowsing()).toBe(false);
    storage(undefined);
    vi.stubGlobal('indexedDB', undefined);
    expect(await isPrivateBrowsing()).toBe(false);
  });
});
