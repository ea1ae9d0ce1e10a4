import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { prefersReducedMotion } from '../../../lib/overlay/motion';

/** doc E §9 "Popup autoplay delay": 5000 ms. */
export const AUTOPLAY_MS = 5000;

/**
 * Moves to the next slide every 5 s while nothing holds it: a finger on it, the pointer over it,
 * keyboard focus inside it, the person's pause, or reduced motion (then it never starts).
 */
export function useAutoplay(embla: EmblaCarouselType | undefined, root: HTMLElement | null) {
  const [paused, setPaused] = useState(() => prefersReducedMotion());
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!root) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(root.matches(':hover') || root.contains(document.activeElement));
    const events: [string, () => void][] = [
      ['pointerenter', hold],
      ['pointerdown', hold],
      ['focusin', hold],
      ['pointerleave', release],
      ['pointerup', release],
      ['focusout', () => setTimeout(release, 0)],
    ];
    for (const [name, fn] of events) root.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of events) root.removeEventListener(name, fn);
    };
  }, [root]);

  useEffect(() => {
    if (!embla || paused || held) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, paused, held]);

  return { paused, toggle: () => setPaused((p) => !p) };
}
