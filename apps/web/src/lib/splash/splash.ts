/**
 * The splash screen of doc A §2 / doc E §2 (decision 019). index.html draws it (#splash, inline CSS)
 * and, before the first paint, hides it at once when this session already saw it (SPLASH_FLAG).
 * Otherwise it stays until the app has drawn its first screen plus SPLASH_DELAY_MS, then fades and
 * the flag is set. It takes no pointer events and is not contentful (no text or image), so it
 * changes neither LCP, CLS nor what a tap reaches; a CSS fallback hides it if the script never runs.
 * In the native wrapper the launch screen is told to close LAUNCH_SCREEN_DELAY_MS after the app is
 * drawn (A9.15), through the bridge, loaded only inside a wrapper.
 */
export const SPLASH_FLAG = 'MC_SPLASH_HIDDEN';
export const SPLASH_DELAY_MS = 300;
export const LAUNCH_SCREEN_DELAY_MS = 500;
const DONE_CLASS = 'splash-done';

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_FLAG) === '1';
  } catch {
    return false;
  }
}

function writeFlag(): void {
  try {
    sessionStorage.setItem(SPLASH_FLAG, '1');
  } catch {
    // Storage refused (private mode): the splash shows again next load, nothing worse.
  }
}

/** Call once, when the first screen is drawn (or the boot error is). */
export function dismissSplash(): void {
  const root = document.documentElement;
  if (readFlag()) root.classList.add(DONE_CLASS);
  else {
    setTimeout(() => {
      root.classList.add(DONE_CLASS);
      writeFlag();
    }, SPLASH_DELAY_MS);
  }
  // A tiny test instead of user-agent.ts keeps the bridge off the first load of a plain browser.
  if (/PorticoApp\//.test(navigator.userAgent)) {
    setTimeout(() => {
      void import('../native/bridge').then(({ signalNative }) => signalNative('closeLaunchScreen', {}));
    }, LAUNCH_SCREEN_DELAY_MS);
  }
}
