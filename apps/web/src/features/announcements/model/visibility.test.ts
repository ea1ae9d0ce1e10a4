import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_KEY, nextLocalMidnight, readRecord, recordClose, shouldShow, storageKey } from './visibility';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

// Local times: the rule is the next LOCAL midnight, whatever the machine's zone.
const at = (h: number, m = 0, day = 10) => new Date(2026, 10, day, h, m).getTime();

describe('announcement popup visibility (doc E §4)', () => {
  it('keys the record by customerId, else id, else the logged-out key', () => {
    expect(storageKey({ id: 7, customerId: 99 })).toBe('portico.announcements.99');
    expect(storageKey({ id: 7 })).toBe('portico.announcements.7');
    expect(storageKey(null)).toBe(`portico.announcements.${LOGGED_OUT_KEY}`);
  });

  it('shows popups never closed, and not again after a plain close of the same popups', () => {
    const storage = memoryStorage();
    const key = storageKey(null);
    expect(shouldShow(readRecord(storage, key), ['a', 'b'], at(9))).toBe(true);
    recordClose(storage, key, ['a', 'b'], false, at(9));
    expect(readRecord(storage, key)).toEqual({ hashes: ['a', 'b'], show: false, hiddenAt: null });
    expect(shouldShow(readRecord(storage, key), ['a', 'b'], at(9, 0, 20))).toBe(false);
  });

  it('shows them again when the content hash list changed', () => {
    const storage = memoryStorage();
    recordClose(storage, 'k', ['a', 'b'], false, at(9));
    expect(shouldShow(readRecord(storage, 'k'), ['a', 'c'], at(9, 1))).toBe(true);
    expect(shouldShow(readRecord(storage, 'k'), ['a'], at(9, 1))).toBe(true);
  });

  it('hides for today until the next local midnight, not 24 hours', () => {
    const storage = memoryStorage();
    recordClose(storage, 'k', ['a'], true, at(23, 50));
    expect(readRecord(storage, 'k')?.hiddenAt).toBe(at(23, 50));
    expect(shouldShow(readRecord(storage, 'k'), ['a'], at(23, 59))).toBe(false);
    expect(shouldShow(readRecord(storage, 'k'), ['a'], at(0, 0, 11))).toBe(true);
    expect(nextLocalMidnight(at(8))).toBe(at(0, 0, 11));
  });

  it('treats a damaged record as none', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readRecord(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ hashes: 'x', show: false }));
    expect(readRecord(storage, 'k')).toBeNull();
  });
});
