/** doc A §9 "Popup animation 250 ms": the fades and slide-ups of every overlay. */
export const OVERLAY_ANIMATION_MS = 250;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** With reduced motion no animation plays (global.css), so nothing is waited for. */
export function overlayAnimationMs(): number {
  return prefersReducedMotion() ? 0 : OVERLAY_ANIMATION_MS;
}
