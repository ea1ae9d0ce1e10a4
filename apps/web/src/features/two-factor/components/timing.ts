/** doc A §4 "Two-factor", §9: on success the message login_2fa_pass shows for about 1.5 s… */
export const PASS_MESSAGE_MS = 1500;
/** …and the sign-in completes 0.5 s after the message has gone. */
export const COMPLETE_AFTER_MESSAGE_MS = 500;
/** doc A §9 "Popup animation 250 ms"; §4 "Closing unmounts the modal after its animation". */
export const CLOSE_ANIMATION_MS = 250;

/** With reduced motion the closing animation is not played (global.css), so nothing is waited for. */
export function closeAnimationMs(): number {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 0 : CLOSE_ANIMATION_MS;
}
