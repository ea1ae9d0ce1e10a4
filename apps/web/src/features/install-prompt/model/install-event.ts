/**
 * The browser's install event as index.html's inline script keeps it (decision 036): Chromium fires
 * `beforeinstallprompt` once, often before the app's chunks have loaded, so the script catches it
 * (preventDefault: no mini-infobar) and `appinstalled`, and the engine reads them from here.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface CapturedWindow {
  __installEvent?: BeforeInstallPromptEvent | null;
  __appInstalled?: boolean;
}

const captured = () => (typeof window === 'undefined' ? {} : (window as unknown as CapturedWindow));

export const installEvent = (): BeforeInstallPromptEvent | null => captured().__installEvent ?? null;

/** The browser says the site was installed (this page's appinstalled, caught early or now). */
export function onAppInstalled(handler: () => void): () => void {
  if (captured().__appInstalled) queueMicrotask(handler);
  window.addEventListener('appinstalled', handler);
  return () => window.removeEventListener('appinstalled', handler);
}

/** Shows the browser's own install dialog; the event is spent either way (Chromium allows one prompt). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installEvent();
  if (!event) return 'unavailable';
  (window as unknown as CapturedWindow).__installEvent = null;
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return 'unavailable';
  }
}
