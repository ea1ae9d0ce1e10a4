import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSubmitGuard, RESUBMIT_LOCK_MS } from './submit-guard';
import { useGuardedSubmit } from './use-guarded-submit';

describe('createSubmitGuard (doc A §4: a second submit within 500 ms is ignored)', () => {
  it('refuses while running and for 500 ms after the end, then accepts', () => {
    let now = 1_000;
    const guard = createSubmitGuard(() => now);
    expect(guard.tryStart()).toBe(true);
    expect(guard.tryStart()).toBe(false);
    now += 2_000;
    expect(guard.tryStart()).toBe(false); // still running
    guard.finish();
    now += RESUBMIT_LOCK_MS - 1;
    expect(guard.tryStart()).toBe(false);
    now += 1;
    expect(guard.tryStart()).toBe(true);
  });
});

describe('useGuardedSubmit', () => {
  it('runs one submit at a time, names what runs, and ignores a second one inside the lock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useGuardedSubmit<'send' | 'sign-in'>());
    let release: () => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.run('sign-in', work);
    });
    expect(result.current.pending).toBe('sign-in');
    await act(async () => expect(await result.current.run('send', work)).toBe(false));
    await act(async () => {
      release();
      expect(await first).toBe(true);
    });
    expect(result.current.pending).toBeNull();
    expect(result.current.isOpen()).toBe(false);
    vi.advanceTimersByTime(RESUBMIT_LOCK_MS);
    expect(result.current.isOpen()).toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('opens again after a submit that failed, and lets the error through', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useGuardedSubmit());
    await act(async () => {
      await expect(result.current.run('submit', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    });
    vi.advanceTimersByTime(RESUBMIT_LOCK_MS);
    expect(result.current.isOpen()).toBe(true);
    vi.useRealTimers();
  });
});
