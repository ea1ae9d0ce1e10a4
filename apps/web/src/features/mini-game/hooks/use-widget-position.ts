import { useCallback, useEffect, useRef, useState } from 'react';
import { clampToViewport, LAYOUT_POLL_MS, snapToEdge, type Band, type Point, type Size } from '../model/drag';

/**
 * The band the widget may rest in (decision 061): the window, less what is fixed at its top (the top
 * bar, marked data-ceiling) and at its bottom (the tab bar and the download bar, marked data-floor).
 */
const viewport = (): Band => {
  const edges = (selector: string, side: 'top' | 'bottom') => [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect()[side]);
  return { width: window.innerWidth, height: Math.min(window.innerHeight, ...edges('[data-floor]', 'top')), top: Math.max(0, ...edges('[data-ceiling]', 'bottom')) };
};

/**
 * The widget's place on screen, always inside the bounds: against a side edge at rest (first the end of
 * the lines), anywhere in the band while a finger drags it (`drag`), snapped to the nearer edge when
 * let go (`drop`). A layout check every 250 ms (doc E §9) brings it back after a rotation or resize; it
 * sets state only when the place must change, so the poll costs a few reads when nothing moves.
 */
export function useWidgetPosition(size: Size, rtl: boolean) {
  // At the line's end, away from where a screen's labels start: the right edge, the left one in
  // Arabic or Urdu, where the member centre's labels sit on the right (issue 31).
  const [pos, setPos] = useState<Point>(() => clampToViewport({ x: rtl ? -Infinity : Infinity, y: viewport().height * 0.6 }, size, viewport()));
  const direction = useRef(rtl);
  // The language changed direction while the button was up: the same place, mirrored.
  useEffect(() => {
    if (direction.current === rtl) return;
    direction.current = rtl;
    setPos((now) => snapToEdge({ x: viewport().width - size.width - now.x, y: now.y }, size, viewport()));
  }, [rtl, size]);

  const dragging = useRef(false);
  const drag = useCallback(
    (p: Point) => {
      dragging.current = true;
      setPos(clampToViewport(p, size, viewport()));
    },
    [size],
  );
  const drop = useCallback(
    (p: Point) => {
      dragging.current = false;
      setPos(snapToEdge(p, size, viewport()));
    },
    [size],
  );

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (dragging.current) return;
      // Returning the same object lets React skip the render.
      setPos((now) => {
        const kept = snapToEdge(now, size, viewport());
        return kept.x === now.x && kept.y === now.y ? now : kept;
      });
    }, LAYOUT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [size]);

  return { pos, drag, drop };
}
