import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseProvider, reasonOf } from './firebase';

// Firebase cannot reach Google from here: the SDK is replaced and the adapter's calls and mappings checked.
const sdk = vi.hoisted(() => {
  class Provider {
    constructor(readonly providerId: string) {}
  }
  return {
    initializeApp: vi.fn((config: unknown, name: string) => ({ name, config })),
    getApps: vi.fn((): { name: string }[] => []),
    getAuth: vi.fn((app: unknown) => ({ app })),
    GoogleAuthProvider: class extends Provider {
      constructor() {
        super('google.com');
      }
    },
    FacebookAuthProvider: class extends Provider {
      constructor() {
        super('facebook.com');
      }
    },
    TwitterAuthProvider: class extends Provider {
      constructor() {
        super('twitter.com');
      }
    },
    OAuthProvider: Provider,
    signInWithPopup: vi.fn(),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
    signInWithPhoneNumber: vi.fn(),
    signOut: vi.fn(async () => undefined),
    RecaptchaVerifier: vi.fn(function (this: { clear: () => void }, _auth: unknown, _container: unknown, _options: unknown) {
      this.clear = vi.fn();
    }),
  };
});
vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
vi.mock('firebase/auth', () => sdk);

const config = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: 'a', messagingSenderId: 'm' };
const credential = (token: string | null, providerId = 'google.com') => ({
  providerId,
  user: token === null ? null : { getIdToken: vi.fn(async () => token) },
});
const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

beforeEach(() => {
  for (const fn of [sdk.signInWithPopup, sdk.signInWithRedirect, sdk.getRedirectResult, sdk.signInWithPhoneNumber]) fn.mockReset();
  sdk.signOut.mockClear();
  sdk.initializeApp.mockClear();
});

describe('firebase adapter: social', () => {
  it('initialises one named app with the merchant config and uses the provider of each channel', async () => {
    sdk.signInWithPopup.mockResolvedValue(credential('google.jwt'));
    const provider = createFirebaseProvider(config);
    await expect(provider.signInWithPopup('google')).resolves.toEqual({ channel: 'google', idToken: 'google.jwt' });
    expect(sdk.initializeApp).toHaveBeenCalledWith(config, 'portico');

    for (const [channel, providerId] of [
      ['facebook', 'facebook.com'],
      ['twitter', 'twitter.com'],
      ['line', 'oidc.line'],
    ] as const) {
      sdk.signInWithPopup.mockResolvedValueOnce(credential(`${channel}.jwt`, providerId));
      await expect(provider.signInWithPopup(channel)).resolves.toEqual({ channel, idToken: `${channel}.jwt` });
      expect(sdk.signInWithPopup.mock.lastCall?.[1]).toMatchObject({ providerId });
    }
    // The provider's own session is not kept once the token is in hand.
    expect(sdk.signOut).toHaveBeenCalledTimes(4);
  });

  it('ignores a result without a user or token, and a window closed or replaced', async () => {
    const provider = createFirebaseProvider(config);
    sdk.signInWithPopup.mockResolvedValueOnce(credential(null));
    await expect(provider.signInWithPopup('google')).resolves.toBeNull();
    sdk.signInWithPopup.mockResolvedValueOnce(credential(''));
    await expect(provider.signInWithPopup('google')).resolves.toBeNull();
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    await expect(provider.signInWithPopup('google')).resolves.toBeNull();
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/cancelled-popup-request'));
    await expect(provider.signInWithPopup('google')).resolves.toBeNull();
  });

  it('passes other failures on with their code', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    await expect(createFirebaseProvider(config).signInWithPopup('google')).rejects.toMatchObject({ code: 'auth/popup-blocked' });
  });

  it('redirects with the channel provider, and maps the redirect result back to its channel', async () => {
    const provider = createFirebaseProvider(config);
    await provider.startRedirect('line');
    expect(sdk.signInWithRedirect.mock.lastCall?.[1]).toMatchObject({ providerId: 'oidc.line' });

    sdk.getRedirectResult.mockResolvedValueOnce(credential('line.jwt', 'oidc.line'));
    await expect(provider.takeRedirectResult()).resolves.toEqual({ channel: 'line', idToken: 'line.jwt' });
    sdk.getRedirectResult.mockResolvedValueOnce(null);
    await expect(provider.takeRedirectResult()).resolves.toBeNull();
    sdk.getRedirectResult.mockResolvedValueOnce(credential(null));
    await expect(provider.takeRedirectResult()).resolves.toBeNull();
  });
});

describe('firebase adapter: phone', () => {
  it('sends through an invisible reCAPTCHA, holds the confirmation for 60 s, and confirms to a token', async () => {
    const confirm = vi.fn(async () => credential('phone.jwt'));
    sdk.signInWithPhoneNumber.mockResolvedValueOnce({ confirm });
    const confirmation = await createFirebaseProvider(config).sendPhoneCode('+639171234567');
    expect(sdk.signInWithPhoneNumber.mock.lastCall?.[1]).toBe('+639171234567');
    expect(sdk.RecaptchaVerifier.mock.lastCall?.[2]).toEqual({ size: 'invisible' });
    expect(confirmation.expirationTime).toBe(60);
    await expect(confirmation.confirm('123456')).resolves.toBe('phone.jwt');
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('maps phone errors to their code and reason, and cleans the reCAPTCHA up', async () => {
    sdk.signInWithPhoneNumber.mockRejectedValueOnce(firebaseError('auth/invalid-phone-number', 'Firebase: TOO_SHORT (auth/invalid-phone-number).'));
    await expect(createFirebaseProvider(config).sendPhoneCode('+6391')).rejects.toMatchObject({
      code: 'auth/invalid-phone-number',
      reason: 'TOO_SHORT',
    });
    const verifier = sdk.RecaptchaVerifier.mock.instances.at(-1) as unknown as { clear: ReturnType<typeof vi.fn> };
    expect(verifier.clear).toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);

    sdk.signInWithPhoneNumber.mockResolvedValueOnce({ confirm: vi.fn().mockRejectedValue(firebaseError('auth/invalid-verification-code')) });
    const confirmation = await createFirebaseProvider(config).sendPhoneCode('+639171234567');
    const error = await confirmation.confirm('000000').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'auth/invalid-verification-code' });
    expect((error as { reason?: string }).reason).toBeUndefined();
  });
});

describe('reasonOf', () => {
  it("keeps what Firebase said beyond the code, and drops its default 'Error'", () => {
    expect(reasonOf('Firebase: TOO_SHORT (auth/invalid-phone-number).')).toBe('TOO_SHORT');
    expect(reasonOf('Firebase: Error (auth/code-expired).')).toBeUndefined();
    expect(reasonOf('')).toBeUndefined();
  });
});
