import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../../lib/i18n/translator';
import { initEnglish } from '../../../../test/i18n-en';
import { demoSettings } from '../../../../test/demo-settings';
import { fail } from '../../../../lib/http/test-support';
import { IdentityError } from '../../../../lib/identity/provider';
import { getPendingIdentity, setPendingIdentity } from '../../../../lib/identity/pending-identity';
import { REDIRECT_CHANNEL_KEY } from './redirect-channel';
import { fakeProvider, LOGIN_VALUE, renderWithApp, restore, UA, type FakePlatform } from './test-support';
import { SocialSignIn } from './SocialSignIn';

const provider = fakeProvider();
const loadIdentityProvider = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/identity/load-provider', () => ({ loadIdentityProvider }));
const isPrivateBrowsing = vi.hoisted(() => vi.fn(async () => false));
vi.mock('../../../../lib/privacy/is-private', () => ({ isPrivateBrowsing }));

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  for (const fn of Object.values(provider)) fn.mockReset();
  provider.signInWithPopup.mockResolvedValue({ channel: 'google', idToken: 'google.jwt' });
  loadIdentityProvider.mockReset().mockResolvedValue(provider);
  isPrivateBrowsing.mockReset().mockResolvedValue(false);
});
afterEach(restore);

function phone(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function renderSocial({ platform, settings = demoSettings({ identity: { kind: 'local', channels: ['google', 'facebook', 'line'], phoneSignIn: true } }) }: { platform?: FakePlatform; settings?: ReturnType<typeof demoSettings> } = {}) {
  const onSignedIn = vi.fn();
  const onUseExistingAccount = vi.fn();
  const view = renderWithApp(i18n, <SocialSignIn onSignedIn={onSignedIn} onUseExistingAccount={onUseExistingAccount} />, { settings, platform });
  return { ...view, onSignedIn, onUseExistingAccount };
}

describe('SocialSignIn', () => {
  it("offers the merchant's channels in order under 'or continue with'", () => {
    renderSocial({ settings: demoSettings({ identity: { kind: 'local', channels: ['line', 'google', 'twitter'], phoneSignIn: false } }) });
    const section = screen.getByRole('region', { name: 'or continue with' });
    expect(within(section).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Continue with LINE',
      'Continue with Google',
      'Continue with Twitter',
    ]);
  });

  it('iOS: signs in through the popup, logs in with type firebase, stores the session', async () => {
    phone(UA.iphone);
    const { sent, onSignedIn, notify } = renderSocial();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(LOGIN_VALUE));
    expect(provider.signInWithPopup).toHaveBeenCalledWith('google');
    expect(sent.login[0]).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'google.jwt', isOfficialAppLogin: false });
    expect(String(sent.login[0]?.loginDeviceId)).toHaveLength(36);
    expect(sent.sealed).toEqual([true]);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: 'tok-social', userName: 'player1' });
    expect(notify.events.filter((e) => e.type === 'loading')).toHaveLength(1);
    expect(notify.events.filter((e) => e.type === 'loading-done')).toHaveLength(1);
  });

  it('Android: leaves for the provider, remembering the channel; the next load collects the result and signs in', async () => {
    phone(UA.android);
    const first = renderSocial();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(provider.startRedirect).toHaveBeenCalledWith('google'));
    expect(provider.signInWithPopup).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_CHANNEL_KEY)).toBe('google');
    // The page is leaving: the buttons stay busy rather than invite a second click.
    expect(screen.getByRole('button', { name: 'Continue with Google' }).getAttribute('aria-busy')).toBe('true');
    first.unmount();

    provider.takeRedirectResult.mockResolvedValue({ channel: 'google', idToken: 'back.jwt' });
    const second = renderSocial();
    await waitFor(() => expect(second.onSignedIn).toHaveBeenCalledWith(LOGIN_VALUE));
    expect(second.sent.login[0]).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'back.jwt' });
    expect(sessionStorage.getItem(REDIRECT_CHANNEL_KEY)).toBeNull();
  });

  it('a load without a redirect in progress neither loads the provider nor asks it', async () => {
    renderSocial();
    await new Promise((r) => setTimeout(r, 20));
    expect(loadIdentityProvider).not.toHaveBeenCalled();
  });

  it('a private window: the not_support_incognito toast for 1.5 s, and nothing else', async () => {
    phone(UA.iphone);
    isPrivateBrowsing.mockResolvedValue(true);
    const { notify, sent } = renderSocial();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(notify.toasts()).toEqual([{ messageKey: 'social.not_support_incognito', durationMs: 1500 }]));
    expect(provider.signInWithPopup).not.toHaveBeenCalled();
    expect(provider.startRedirect).not.toHaveBeenCalled();
    expect(sent.login).toEqual([]);
  });

  it('Facebook or LINE on Android without native sign-in: coming_soon for 1.5 s; Google still works', async () => {
    phone(UA.android);
    const { notify } = renderSocial();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with LINE' }));
    expect(notify.toasts()).toEqual([
      { messageKey: 'social.coming_soon', durationMs: 1500 },
      { messageKey: 'social.coming_soon', durationMs: 1500 },
    ]);
    expect(isPrivateBrowsing).not.toHaveBeenCalled();
    expect(provider.startRedirect).not.toHaveBeenCalled();
  });

  it('a closed window or a cancelled popup request: nothing is shown and nothing sent', async () => {
    phone(UA.iphone);
    const { notify, sent } = renderSocial();
    provider.signInWithPopup.mockResolvedValueOnce(null).mockRejectedValueOnce(new IdentityError('auth/cancelled-popup-request'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(provider.signInWithPopup).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(provider.signInWithPopup).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(notify.notices()).toEqual([]);
    expect(notify.toasts()).toEqual([]);
    expect(sent.login).toEqual([]);
  });

  it('a blocked popup falls back to the redirect', async () => {
    phone(UA.iphone);
    provider.signInWithPopup.mockRejectedValueOnce(new IdentityError('auth/popup-blocked'));
    renderSocial();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(provider.startRedirect).toHaveBeenCalledWith('google'));
    expect(sessionStorage.getItem(REDIRECT_CHANNEL_KEY)).toBe('google');
  });

  it('another provider failure: a notice with the translated text and the code', async () => {
    phone(UA.iphone);
    provider.signInWithPopup.mockRejectedValueOnce(new IdentityError('auth/network-request-failed'));
    const { notify } = renderSocial();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(notify.notices()).toHaveLength(1));
    expect(notify.notices()[0]?.message).toBe(
      'The sign-in service could not be reached. Check your connection and try again.\nCode: auth/network-request-failed',
    );
  });

  it('any other login error drops the stored provider arguments and alerts the message', async () => {
    phone(UA.iphone);
    setPendingIdentity({ firebaseChannel: 'line', firebaseIdToken: 'older.jwt' });
    const { notify, onSignedIn } = renderSocial({ platform: { login: () => fail('identity.token.invalid', 'Could not be confirmed.') } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(notify.notices()).toEqual([{ errorCode: 'identity.token.invalid', message: 'Could not be confirmed.', fallbackKey: 'common.error' }]));
    expect(getPendingIdentity()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
