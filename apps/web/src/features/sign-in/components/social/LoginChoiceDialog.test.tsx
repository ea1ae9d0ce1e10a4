import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../../lib/i18n/translator';
import { initEnglish } from '../../../../test/i18n-en';
import en from '../../../../locales/en.json';
import { createI18n } from '../../../../lib/i18n/translator';
import { demoSettings } from '../../../../test/demo-settings';
import { fail } from '../../../../lib/http/test-support';
import { getPendingIdentity } from '../../../../lib/identity/pending-identity';
import { REDIRECT_CHANNEL_KEY } from './redirect-channel';
import { bind, fakeProvider, renderWithApp, restore, UA, type FakePlatform } from './test-support';
import { SocialSignIn } from './SocialSignIn';

const provider = fakeProvider();
vi.mock('../../../../lib/identity/load-provider', () => ({ loadIdentityProvider: async () => provider }));
vi.mock('../../../../lib/privacy/is-private', () => ({ isPrivateBrowsing: async () => false }));

const WRAPPER_UA = `${UA.iphone} PorticoApp/3.0 (ios; uuid=123e4567-e89b-42d3-a456-426614174000; features=autoRegister)`;

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  provider.signInWithPopup.mockReset().mockResolvedValue({ channel: 'google', idToken: 'fresh.jwt' });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.iphone);
});
afterEach(restore);

function renderSocial({ register = true, platform = { login: () => bind() } }: { register?: boolean; platform?: FakePlatform } = {}) {
  const onSignedIn = vi.fn();
  const onUseExistingAccount = vi.fn(() => {
    // What the login screen does: the password form takes focus.
    document.getElementById('username')?.focus();
  });
  const settings = demoSettings({ whitelabel: { FIREBASECREATEACC3: register } });
  const view = renderWithApp(
    i18n,
    <>
      <input id="username" aria-label="Username" />
      <SocialSignIn onSignedIn={onSignedIn} onUseExistingAccount={onUseExistingAccount} />
    </>,
    { settings, platform },
  );
  return { ...view, onSignedIn, onUseExistingAccount };
}

async function signInUnlinked() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
  return screen.findByRole('dialog', { name: 'Account not linked' });
}

describe('bind_customer_required: the login-choice dialog', () => {
  it("holds the identity and shows the platform's words without the parenthetical part", async () => {
    renderSocial();
    const dialog = await signInUnlinked();
    expect(dialog.textContent).toContain('This sign-in is not linked to an account yet.');
    expect(dialog.textContent).not.toContain('(');
    expect(getPendingIdentity()).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'fresh.jwt' });
  });

  it("shows the platform's own message, stripped, in a language without a translation of the code", async () => {
    const { 'errors.bind_customer_required': _untranslated, ...others } = en;
    i18n = createI18n({ fallback: 'en', language: 'en', bundles: { en: others } });
    renderSocial({ platform: { login: () => bind('Cuenta no vinculada (inicie sesión o regístrese).') } });
    const dialog = await signInUnlinked();
    expect(dialog.querySelector('.dialog__message')?.textContent).toBe('Cuenta no vinculada.');
  });

  it('"Register a new account" registers the identity, confirms, and signs in', async () => {
    const { sent, notify, onSignedIn } = renderSocial();
    await signInUnlinked();
    await userEvent.click(screen.getByRole('button', { name: 'Register a new account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ userName: 'new_member' })));
    expect(sent.registerSocial[0]).toMatchObject({
      firebaseChannel: 'google',
      firebaseIdToken: 'fresh.jwt',
      login: true,
      smsTemplate: 'Welcome to Portico Demo! Your account is ready.',
      registerMethod: 'H5',
      registerUrl: location.href,
      domain: location.hostname,
      // jsdom is no automated browser as far as it says; the platform scores what is sent.
      clientSignals: expect.objectContaining({ webdriver: false }),
    });
    expect(sent.sealed.at(-1)).toBe(true);
    expect(notify.notices()).toEqual([{ messageKey: 'social.registered', fallbackKey: 'social.registered' }]);
    expect(getPendingIdentity()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ userName: 'new_member' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused registration is alerted and the dialog stays for another choice', async () => {
    const { notify, onSignedIn } = renderSocial({ platform: { login: () => bind(), registerSocial: () => fail('identity.token.invalid', 'Expired.') } });
    await signInUnlinked();
    await userEvent.click(screen.getByRole('button', { name: 'Register a new account' }));
    await waitFor(() => expect(notify.notices()).toHaveLength(1));
    expect(notify.notices()[0]).toMatchObject({ errorCode: 'identity.token.invalid' });
    expect(screen.getByRole('dialog', { name: 'Account not linked' })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('without FIREBASECREATEACC3 there is no register button; "Log in with an existing account" hands over to the password form', async () => {
    const { onUseExistingAccount } = renderSocial({ register: false });
    await signInUnlinked();
    expect(screen.queryByRole('button', { name: 'Register a new account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in with an existing account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onUseExistingAccount).toHaveBeenCalledTimes(1);
    // The dialog gave focus back first; the form's focus comes after and stays.
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    // The identity stays held, so the password sign-in links it.
    expect(getPendingIdentity()).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'fresh.jwt' });
  });

  it('inside a native wrapper that supports it, the account is registered without asking', async () => {
    // A web view has no popup: the wrapper's page came back from the provider's redirect.
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WRAPPER_UA);
    sessionStorage.setItem(REDIRECT_CHANNEL_KEY, 'google');
    provider.takeRedirectResult.mockResolvedValueOnce({ channel: 'google', idToken: 'fresh.jwt' });
    const { sent, onSignedIn } = renderSocial({ register: false });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.registerSocial[0]).toMatchObject({ firebaseChannel: 'google', registerMethod: 'APP', isOfficialAppLogin: true });
  });
});
