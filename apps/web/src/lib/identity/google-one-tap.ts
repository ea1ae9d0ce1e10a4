import { IdentityError } from './provider.ts';

/** What Google Identity Services exposes on window.google (the part one-tap uses). */
interface GsiId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
    itp_support?: boolean;
    context?: 'signin';
  }): void;
  prompt(listener?: (notification: { isNotDisplayed?(): boolean; isSkippedMoment?(): boolean; isDismissedMoment?(): boolean }) => void): void;
  cancel(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GsiId } };
  }
}

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GsiId> | null = null;

/** Google's script, once per page; loaded only for a merchant with one-tap on, after the page is interactive. */
function loadGsi(): Promise<GsiId> {
  return (loading ??= new Promise<GsiId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new IdentityError('auth/internal-error', 'Google Identity Services did not start'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new IdentityError('auth/network-request-failed', 'Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  }));
}

/**
 * Google's one-tap prompt: resolves with Google's ID token (the `credential`), or null when the
 * prompt is not shown, skipped or dismissed. FedCM where the browser has it (Chrome's third-party
 * cookie phase-out), Google's own frame elsewhere.
 */
export async function promptGoogleOneTap(clientId: string, signal: AbortSignal): Promise<string | null> {
  const id = await loadGsi();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: string | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      resolve(value);
    };
    const abort = () => {
      id.cancel();
      settle(null);
    };
    if (signal.aborted) return settle(null);
    signal.addEventListener('abort', abort);
    id.initialize({
      client_id: clientId,
      callback: ({ credential }) => settle(credential ?? null),
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      itp_support: true,
      context: 'signin',
    });
    id.prompt((moment) => {
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.() || moment.isDismissedMoment?.()) settle(null);
    });
  });
}
