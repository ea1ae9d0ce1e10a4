import { startTransition, useEffect, useState } from 'react';

/**
 * False on the render that puts a component on the page, true once the browser has laid it out and
 * painted it (a frame later). Work that measures the page — a carousel finding its slides — then
 * reads a layout the browser already made, instead of forcing one inside React's commit (issue 18:
 * that made one long task of both).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timeout runs after the frame the animation callback belongs to has been painted.
    const frame = requestAnimationFrame(() => {
      // A transition: the re-render yields in slices and its effects (the carousel's start) run in a
      // task of their own, not in one with the render.
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
