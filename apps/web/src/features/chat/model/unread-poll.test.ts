import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUnreadPoll } from './unread-poll';

function fakeDocument() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const fn of listeners) fn();
  };
  return { doc: doc as unknown as Document, show, listeners };
}

describe('the unread count poll rule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once a minute while visible, never more often', () => {
    const poll = vi.fn();
    const { doc } = fakeDocument();
    startUnreadPoll({ poll, intervalMs: 60_000, doc });
    vi.advanceTimersByTime(59_999);
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while the tab is hidden, and at once when it is visible again', () => {
    const poll = vi.fn();
    const { doc, show } = fakeDocument();
    startUnreadPoll({ poll, intervalMs: 60_000, doc });
    vi.advanceTimersByTime(30_000);
    show('hidden');
    vi.advanceTimersByTime(10 * 60_000);
    expect(poll).not.toHaveBeenCalled();
    show('visible');
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stops for good when the badge goes away', () => {
    const poll = vi.fn();
    const { doc, show, listeners } = fakeDocument();
    const stop = startUnreadPoll({ poll, intervalMs: 60_000, doc });
    stop();
    show('visible');
    vi.advanceTimersByTime(5 * 60_000);
    expect(poll).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
