import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LazyImage } from './LazyImage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LazyImage (doc E §9: threshold 100, delay 150 ms)', () => {
  it('has its size at once and loads only 150 ms after coming within 100 px of the screen', () => {
    vi.useFakeTimers();
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify, init: IntersectionObserverInit) {
          notify = callback;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/m/banners/a.svg" alt="Welcome bonus" width={860} height={430} />);
    const img = screen.getByRole('img', { name: 'Welcome bonus' });
    expect(img.getAttribute('width')).toBe('860');
    expect(img.getAttribute('height')).toBe('430');
    expect(options[0]?.rootMargin).toBe('100px');
    expect(img.getAttribute('src')).toBeNull();

    act(() => notify([{ isIntersecting: true }]));
    act(() => void vi.advanceTimersByTime(149));
    expect(img.getAttribute('src')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(img.getAttribute('src')).toBe('/m/banners/a.svg');
  });

  it('a slide that only passes by (out again within 150 ms) is not downloaded', () => {
    vi.useFakeTimers();
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/m/banners/b.svg" alt="Lucky Lotto" width={860} height={430} />);
    act(() => notify([{ isIntersecting: true }]));
    act(() => void vi.advanceTimersByTime(100));
    act(() => notify([{ isIntersecting: false }]));
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByRole('img', { name: 'Lucky Lotto' }).getAttribute('src')).toBeNull();
  });

  it("the slide home's poster already shows keeps its image from the first render: no empty frame", () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(node: Element) {
          observed.push(node);
        }
        disconnect() {}
      },
    );
    render(<LazyImage src="data:image/svg+xml,%3Csvg/%3E" alt="Welcome bonus" width={860} height={430} eager />);
    expect(screen.getByRole('img', { name: 'Welcome bonus' }).getAttribute('src')).toBe('data:image/svg+xml,%3Csvg/%3E');
    expect(observed).toEqual([]);
  });
});
