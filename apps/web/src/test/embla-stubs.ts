import { vi } from 'vitest';

/**
 * jsdom has no matchMedia, ResizeObserver or IntersectionObserver, which embla (and the lazy
 * images) call; every phone browser has them. Nothing matches and nothing is observed: the
 * carousel sits at its first slide until a test moves it with the buttons.
 */
export function stubCarouselGlobals(): void {
  const media = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('matchMedia', media);
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
}
