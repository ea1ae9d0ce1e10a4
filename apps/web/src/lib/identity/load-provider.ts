import type { IdentitySettings } from '@portico/contract/identity';
import { IdentityError, type IdentityProvider } from './provider.ts';

let loaded: { key: string; provider: Promise<IdentityProvider> } | null = null;

/**
 * The merchant's identity provider, loaded on first use: each adapter (and Firebase's SDK,
 * ~100 KB gzip) is its own chunk, fetched only when a social button or "Send code" is used.
 * One instance per configuration, because Firebase keeps its sign-in state per app instance.
 */
export function loadIdentityProvider(settings: { identity: IdentitySettings }): Promise<IdentityProvider> {
  const { identity } = settings;
  const key = JSON.stringify([identity.kind, identity.firebase ?? null]);
  if (loaded?.key === key) return loaded.provider;
  const provider = create(identity);
  loaded = { key, provider };
  // A chunk that failed to download (a flaky network) must be retried on the next click.
  provider.catch(() => {
    if (loaded?.provider === provider) loaded = null;
  });
  return provider;
}

async function create(identity: IdentitySettings): Promise<IdentityProvider> {
  try {
    if (identity.kind === 'firebase') {
      if (!identity.firebase) throw new IdentityError('auth/invalid-api-key', 'firebase configuration missing');
      const { createFirebaseProvider } = await import('./firebase.ts');
      return createFirebaseProvider(identity.firebase);
    }
    const { createLocalProvider } = await import('./local.ts');
    return createLocalProvider();
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    throw new IdentityError('auth/network-request-failed', 'the sign-in module could not be loaded');
  }
}
