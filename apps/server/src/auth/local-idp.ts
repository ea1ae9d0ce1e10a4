import { createHash } from 'node:crypto';
import type { FIREBASE_CHANNELS } from '@portico/contract/session';

export type Channel = (typeof FIREBASE_CHANNELS)[number];

/** Firebase's `firebase.sign_in_provider` per channel (LINE is an OIDC provider there). */
export const SIGN_IN_PROVIDER: Record<Channel, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  twitter: 'twitter.com',
  line: 'oidc.line',
};

export const CHANNEL_NAMES: Record<Channel, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter', line: 'LINE' };

/**
 * The local provider's subject for an account: derived, not stored, so the same email on the same
 * channel is the same identity on every instance and every run (and tests can mint fresh ones).
 * 28 characters, like a Firebase uid.
 */
export function localSubject(kind: Channel | 'phone', key: string): string {
  return createHash('sha256').update(`portico-local-idp:${kind}:${key.trim().toLowerCase()}`).digest('base64url').slice(0, 28);
}

/** Identities the local sign-in page offers on every channel; the seed links the first one on google to player1. */
export const LOCAL_TEST_IDENTITIES = [
  { email: 'player1@example.com', name: 'Player One' },
  { email: 'newcomer@example.com', name: 'Nico Newcomer' },
] as const;

export const SEEDED_LINK = { channel: 'google', email: 'player1@example.com', username: 'player1' } as const;
