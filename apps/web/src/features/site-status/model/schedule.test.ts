import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, FIRST_CHECK_MS, SETTINGS_DEBOUNCE_MS, startSchedule } from './schedule';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, show };
}

describe('site-status schedule (doc A §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks first at 1.5 s after start, then every hour', () => {
    const check = vi.fn();
    const { doc } = fakeDocument();
    const stop = startSchedule({ check, doc });
    vi.advanceTimersByTime(FIRST_CHECK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHECK_EVERY_MS - FIRST_CHECK_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(CHECK_EVERY_MS).toBe(3_600_000);
    stop();
  });

  it('keeps to 1.5 s from start when the gate loads late', () => {
    const check = vi.fn();
    const stop = startSchedule({ check, doc: fakeDocument().doc, elapsedMs: 1200 });
    vi.advanceTimersByTime(299);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks at once when the tab becomes visible, not when it is hidden', () => {
    const check = vi.fn();
    const { doc, show } = fakeDocument();
    const stop = startSchedule({ check, doc });
    show('hidden');
    expect(check).not.toHaveBeenCalled();
    show('visible');
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refreshes settings 300 ms after the last of several quick tab returns', () => {
    const refreshSettings = vi.fn();
    const check = vi.fn();
    const { doc, show } = fakeDocument();
    const stop = startSchedule({ check, refreshSettings, doc });
    show('visible');
    vi.advanceTimersByTime(200);
    show('hidden');
    show('visible');
    vi.advanceTimersByTime(SETTINGS_DEBOUNCE_MS - 1);
    expect(refreshSettings).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refreshSettings).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops every timer and listener', () => {
    const check = vi.fn();
    const refreshSettings = vi.fn();
    const { doc, show } = fakeDocument();
    const stop = startSchedule({ check, refreshSettings, doc });
    show('visible');
    stop();
    show('visible');
    vi.advanceTimersByTime(2 * CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(1);
    expect(refreshSettings).not.toHaveBeenCalled();
  });
});
