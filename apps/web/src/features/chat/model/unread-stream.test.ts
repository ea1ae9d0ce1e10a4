import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUnreadStream } from './unread-stream';

/** An EventSource that the test drives: open, send a count, drop (reconnecting) or give up (closed). */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  count(n: number) {
    this.dispatchEvent(new MessageEvent('unread', { data: JSON.stringify({ unReadCount: n }) }));
  }
  fail(state: number) {
    this.readyState = state;
    this.dispatchEvent(new Event('error'));
  }
}

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
  return { doc: doc as unknown as Document, show };
}

const latest = () => FakeEventSource.all.at(-1)!;

function start(ticket = vi.fn(async () => `ticket-${FakeEventSource.all.length + 1}`)) {
  const onCount = vi.fn();
  const onFallback = vi.fn();
  const { doc, show } = fakeDocument();
  const stop = startUnreadStream({ ticket, onCount, onFallback, doc, retryDelaysMs: [1000, 3000], EventSourceImpl: FakeEventSource as unknown as typeof EventSource });
  return { ticket, onCount, onFallback, show, stop };
}

describe('the pushed unread count (decision 057)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens the stream with a fresh ticket and passes on each count', async () => {
    const { onCount } = start();
    await vi.runAllTicks();
    expect(latest().url).toBe('/wps/relay/CBS_unreadCountEvents?ticket=ticket-1');
    latest().opened();
    latest().count(0);
    latest().count(1);
    expect(onCount.mock.calls).toEqual([[0], [1]]);
  });

  it('leaves a dropped connection to the browser, and asks for a new ticket once it gives up', async () => {
    const { ticket } = start();
    await vi.runAllTicks();
    latest().fail(FakeEventSource.CONNECTING);
    expect(ticket).toHaveBeenCalledTimes(1);
    latest().fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('falls back to polling when the stream keeps being refused, and a success resets the count of failures', async () => {
    const { onFallback } = start();
    await vi.runAllTicks();
    latest().fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(1000);
    latest().opened();
    latest().fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(1000);
    latest().fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onFallback).not.toHaveBeenCalled();
    latest().fail(FakeEventSource.CLOSED);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('falls back when no ticket can be had', async () => {
    const { onFallback } = start(vi.fn(() => Promise.reject(new Error('refused'))));
    await vi.advanceTimersByTimeAsync(1000 + 3000);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('closes while the page is hidden and opens again, with a new ticket, when it shows', async () => {
    const { show, ticket, stop } = start();
    await vi.runAllTicks();
    show('hidden');
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    show('visible');
    await vi.runAllTicks();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(latest().readyState).toBe(FakeEventSource.CONNECTING);
    stop();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
