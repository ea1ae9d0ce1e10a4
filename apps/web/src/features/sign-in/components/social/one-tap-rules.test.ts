import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../../../test/demo-settings';
import { shouldOfferOneTap } from './one-tap-rules';

const base = demoSettings();
const withFlag = (on: boolean, identity = base.identity) => demoSettings({ features: { ...base.features, googleOneTap: on }, identity });
const visitor = { signedIn: false, nativeSignIn: false, closedThisSession: false };

describe('shouldOfferOneTap', () => {
  it('offers it to a visitor of a merchant with the flag on and Google among its channels', () => {
    expect(shouldOfferOneTap({ settings: withFlag(true, { ...base.identity, kind: 'local', channels: ['google'] }), ...visitor })).toBe(true);
  });

  it('never to a member, inside the native app, after a close this session, or with the flag off', () => {
    const settings = withFlag(true, { ...base.identity, kind: 'local', channels: ['google'] });
    expect(shouldOfferOneTap({ settings, ...visitor, signedIn: true })).toBe(false);
    expect(shouldOfferOneTap({ settings, ...visitor, nativeSignIn: true })).toBe(false);
    expect(shouldOfferOneTap({ settings, ...visitor, closedThisSession: true })).toBe(false);
    expect(shouldOfferOneTap({ settings: withFlag(false, settings.identity), ...visitor })).toBe(false);
  });

  it('not without Google, and on Firebase only with the OAuth web client id', () => {
    expect(shouldOfferOneTap({ settings: withFlag(true, { ...base.identity, kind: 'local', channels: ['facebook'] }), ...visitor })).toBe(false);
    const firebase = { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', appId: 'a', messagingSenderId: '1' };
    const onFirebase = (googleWebClientId?: string) =>
      withFlag(true, { kind: 'firebase', channels: ['google'], phoneSignIn: false, firebase: { ...firebase, ...(googleWebClientId ? { googleWebClientId } : {}) } });
    expect(shouldOfferOneTap({ settings: onFirebase(), ...visitor })).toBe(false);
    expect(shouldOfferOneTap({ settings: onFirebase('123.apps.googleusercontent.com'), ...visitor })).toBe(true);
  });
});
