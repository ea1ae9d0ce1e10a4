import type { FirebaseWebConfig } from '@portico/contract/identity';
import type { Auth, AuthProvider, UserCredential } from 'firebase/auth';
import { IdentityError, type IdentityChannel, type IdentityProvider, type IdentityResult, type PhoneConfirmation } from './provider.ts';

/** doc A §4: with Firebase phone verification the resend wait is 60 s (Firebase does not say). */
export const FIREBASE_RESEND_SECONDS = 60;

const APP_NAME = 'portico';

const CHANNEL_BY_PROVIDER_ID: Record<string, IdentityChannel> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
  'twitter.com': 'twitter',
  'oidc.line': 'line',
};

type Sdk = typeof import('firebase/auth');

/**
 * The only module that touches Firebase. The SDK is imported here and nowhere else, dynamically,
 * so it is downloaded on the first social click or "Send code", never with the login screen.
 */
async function loadSdk(config: FirebaseWebConfig): Promise<{ sdk: Sdk; auth: Auth }> {
  const [app, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const instance = app.getApps().find((a) => a.name === APP_NAME) ?? app.initializeApp(config, APP_NAME);
  return { sdk, auth: sdk.getAuth(instance) };
}

function providerFor(sdk: Sdk, channel: IdentityChannel): AuthProvider {
  switch (channel) {
    case 'google':
      return new sdk.GoogleAuthProvider();
    case 'facebook':
      return new sdk.FacebookAuthProvider();
    case 'twitter':
      return new sdk.TwitterAuthProvider();
    case 'line':
      // LINE is an OpenID Connect provider configured in the Firebase project under this id.
      return new sdk.OAuthProvider('oidc.line');
  }
}

/** "Firebase: TOO_SHORT (auth/invalid-phone-number)." → "TOO_SHORT"; the bare default "Error" says nothing. */
export function reasonOf(message: string): string | undefined {
  const inner = message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, '')
    .trim();
  return inner && inner !== 'Error' ? inner : undefined;
}

export function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && code.startsWith('auth/')) return new IdentityError(code, reasonOf(text));
  return new IdentityError('auth/internal-error', text || undefined);
}

/** Provider sign-in state is not kept: the platform's session is the only one that matters. */
async function tokenAndSignOut(sdk: Sdk, auth: Auth, credential: UserCredential | null): Promise<string | null> {
  const user = credential?.user;
  if (!user) return null;
  const token = await user.getIdToken();
  await sdk.signOut(auth).catch(() => undefined);
  return token || null;
}

export function createFirebaseProvider(config: FirebaseWebConfig): IdentityProvider {
  let loading: Promise<{ sdk: Sdk; auth: Auth }> | null = null;
  const sdkReady = () =>
    (loading ??= loadSdk(config).catch(() => {
      // A download that failed on a patchy network is tried again on the next click.
      loading = null;
      throw new IdentityError('auth/network-request-failed', 'the sign-in library could not be loaded');
    }));

  return {
    async signInWithPopup(channel) {
      const { sdk, auth } = await sdkReady();
      try {
        const idToken = await tokenAndSignOut(sdk, auth, await sdk.signInWithPopup(auth, providerFor(sdk, channel)));
        return idToken ? { channel, idToken } : null;
      } catch (error) {
        const mapped = toIdentityError(error);
        // Closed by the person, or replaced by a newer popup: nothing to report (doc A §8).
        if (mapped.code === 'auth/popup-closed-by-user' || mapped.code === 'auth/cancelled-popup-request') return null;
        throw mapped;
      }
    },

    async startRedirect(channel) {
      const { sdk, auth } = await sdkReady();
      try {
        await sdk.signInWithRedirect(auth, providerFor(sdk, channel));
      } catch (error) {
        throw toIdentityError(error);
      }
    },

    async takeRedirectResult(): Promise<IdentityResult | null> {
      const { sdk, auth } = await sdkReady();
      try {
        const credential = await sdk.getRedirectResult(auth);
        const channel = credential ? CHANNEL_BY_PROVIDER_ID[credential.providerId ?? ''] : undefined;
        const idToken = await tokenAndSignOut(sdk, auth, credential);
        return channel && idToken ? { channel, idToken } : null;
      } catch (error) {
        throw toIdentityError(error);
      }
    },

    async promptOneTap(signal) {
      if (!config.googleWebClientId) return null;
      const { promptGoogleOneTap } = await import('./google-one-tap.ts');
      const googleIdToken = await promptGoogleOneTap(config.googleWebClientId, signal);
      if (!googleIdToken) return null;
      // The platform trusts Firebase's issuer: Google's token becomes a Firebase one for the same person.
      const { sdk, auth } = await sdkReady();
      try {
        const credential = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(googleIdToken));
        const idToken = await tokenAndSignOut(sdk, auth, credential);
        return idToken ? { channel: 'google', idToken } : null;
      } catch (error) {
        throw toIdentityError(error);
      }
    },

    async sendPhoneCode(phoneE164): Promise<PhoneConfirmation> {
      const { sdk, auth } = await sdkReady();
      // An invisible reCAPTCHA cannot be reused after a send, so each send gets its own.
      const container = document.createElement('div');
      container.hidden = true;
      document.body.append(container);
      const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        const confirmation = await sdk.signInWithPhoneNumber(auth, phoneE164, verifier);
        return {
          expirationTime: FIREBASE_RESEND_SECONDS,
          async confirm(code) {
            try {
              const idToken = await tokenAndSignOut(sdk, auth, await confirmation.confirm(code));
              if (!idToken) throw new IdentityError('auth/internal-error', 'no token');
              return idToken;
            } catch (error) {
              throw toIdentityError(error);
            }
          },
        };
      } catch (error) {
        throw toIdentityError(error);
      } finally {
        verifier.clear();
        container.remove();
      }
    },
  };
}
