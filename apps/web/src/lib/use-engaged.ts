import { useEffect, useState } from 'react';
import { markDeferred } from './deferred-mark';

/** A visitor who has not touched the page by then still gets the extras. */
export const ENGAGE_FALLBACK_MS = 3000;
const SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let engaged = false;
let waiting: Promise<void> | null = null;
let release: () => void = () => undefined;

/** The person has started using the page (or the fallback ran out): what waits for it may load. */
export function markEngaged(): void {
  if (engaged) return;
  engaged = true;
  markDeferred();
  for (const sign of SIGNS) document.removeEventListener(sign, markEngaged, true);
  release();
}

/**
 * Resolves once the person first touches, types in or focuses something on the page, or
 * ENGAGE_FALLBACK_MS after it was first asked. For what a form needs only once it is being filled
 * in (human verification and its challenge, the registration context): off the first load, and
 * there before a submit can be (decision 047).
 */
export function onceEngaged(): Promise<void> {
  // A field focused before anyone listened (tapped before hydration, decision 057): already in use.
  if (!engaged && document.activeElement?.matches('input, textarea, select')) markEngaged();
  if (engaged) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    release = resolve;
    for (const sign of SIGNS) document.addEventListener(sign, markEngaged, { capture: true, passive: true });
    setTimeout(markEngaged, ENGAGE_FALLBACK_MS);
  });
  return waiting;
}

/** onceEngaged as state: false on the platform and until the person starts using the page. */
export function useEngaged(): boolean {
  const [now, setNow] = useState(engaged);
  useEffect(() => {
    if (now) return;
    let live = true;
    void onceEngaged().then(() => live && setNow(true));
    return () => {
      live = false;
    };
  }, [now]);
  return now;
}
