import { useCallback, useEffect, useState } from 'react';
import { clampToViewport, LAYOUT_POLL_MS, type Point, type Size } from '../model/drag';

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The widget's place on screen, always inside the bounds. A layout check every 250 ms (doc E §9)
 * brings it back after a rotation or resize; it sets state only when the place must change, so
 * the poll costs a few reads when nothing moves.
 */
export function useWidgetPosition(size: Size) {
  const [pos, setPos] = useState<Point>(() => clampToViewport({ x: Infinity, y: viewport().height * 0.6 }, size, viewport()));

  const moveTo = useCallback((p: Point) => setPos(clampToViewport(p, size, viewport())), [size]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      // Returning the same object lets React skip the render.
      setPos((now) => {
        const kept = clampToViewport(now, size, viewport());
        return kept.x === now.x && kept.y === now.y ? now : kept;
      });
    }, LAYOUT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [size]);

  return { pos, moveTo };
}
