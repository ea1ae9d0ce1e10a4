import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { AUTOPLAY_MS, useAutoplay } from './use-autoplay';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup(reducedMotion: boolean) {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }));
  const scrollNext = vi.fn();
  const root = document.createElement('section');
  document.body.append(root);
  const hook = renderHook(() => useAutoplay({ scrollNext } as unknown as EmblaCarouselType, root));
  return { scrollNext, root, hook };
}

describe('banner autoplay', () => {
  it('moves every 5 s, holds while a finger or the pointer is on it, and the person can pause it', () => {
    const { scrollNext, root, hook } = setup(false);
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(1);

    act(() => void root.dispatchEvent(new Event('pointerdown')));
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    act(() => void root.dispatchEvent(new Event('pointerup')));
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(2);

    act(() => hook.result.current.toggle());
    expect(hook.result.current.paused).toBe(true);
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(2);
  });

  it('never starts under reduced motion', () => {
    const { scrollNext, hook } = setup(true);
    expect(hook.result.current.paused).toBe(true);
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrollNext).not.toHaveBeenCalled();
  });
});
