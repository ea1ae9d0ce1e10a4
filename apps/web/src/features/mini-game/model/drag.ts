/** Doc E §9: drag bounds 2 % of the window width; under 2 px of movement is a tap; clicks 250 ms apart; layout poll 250 ms. */
export const MARGIN_RATIO = 0.02;
export const TAP_PX = 2;
export const CLICK_DEBOUNCE_MS = 250;
export const LAYOUT_POLL_MS = 250;
/** How far one arrow-key press moves the button (WCAG 2.2 SC 2.5.7: moving without dragging). */
export const KEY_STEP_PX = 16;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const isTap = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y) < TAP_PX;

/** Where the widget may be: the viewport's width, and its height from `top` (what is fixed above) down to `height`. */
export interface Band extends Size {
  top?: number;
}

/** Keeps the widget inside the band, MARGIN_RATIO of the window width from every edge. */
export function clampToViewport(p: Point, widget: Size, viewport: Band): Point {
  const margin = viewport.width * MARGIN_RATIO;
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min + margin), Math.max(min + margin, max - margin));
  const top = viewport.top ?? 0;
  return { x: clamp(p.x, 0, viewport.width - widget.width), y: clamp(p.y, top, viewport.height - widget.height) };
}

/**
 * Where the widget rests after a drag (decision 062): against the nearer side edge, still MARGIN_RATIO
 * of the width in, at the height it was let go (inside the band). Narrower than a page's gutter plus
 * a card's padding, so at rest it sits beside a screen's controls, not on them.
 */
export function snapToEdge(p: Point, widget: Size, viewport: Band): Point {
  const kept = clampToViewport(p, widget, viewport);
  const left = kept.x + widget.width / 2 < viewport.width / 2;
  return clampToViewport({ x: left ? -Infinity : Infinity, y: kept.y }, widget, viewport);
}

/** True for the first click and for one at least CLICK_DEBOUNCE_MS after the last accepted one. */
export function clickGate(now: () => number = () => Date.now()): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < CLICK_DEBOUNCE_MS) return false;
    last = t;
    return true;
  };
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position after an arrow key, or null for any other key: up and down along the edge, left and right to that edge. */
export function moveByKey(key: string, p: Point): Point | null {
  const d = ARROWS[key];
  if (!d) return null;
  return d.x === 0 ? { x: p.x, y: p.y + d.y * KEY_STEP_PX } : { x: d.x * Infinity, y: p.y };
}
