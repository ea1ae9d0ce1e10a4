import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../lib/i18n/react';
import type { I18n } from '../../../lib/i18n/translator';
import type { LoginValue } from '@portico/contract/session';
import type { SiteSettings } from '@portico/contract/system';
import { ApiError } from '../../../lib/http/api-error';
import { SiteSettingsContext } from '../../../lib/site/site-settings';
import { getPref, setPref } from '../../../lib/storage/prefs';
import { initEnglish } from '../../../test/i18n-en';
import { demoSettings } from '../../../test/demo-settings';
import { OverlayHost } from '../../../test/overlay-host';
import { savedLoginVault } from '../model/saved-login';
import { hasSavedLogin } from '../model/saved-login-slot';
import { LoginForm } from './LoginForm';
import type { SecondFactorProps } from '../../../lib/session/second-factor';

const loginWithPassword = vi.fn();
vi.mock('../api/login', () => ({
  withDeviceFields: async (username: string, password: string) => ({ username, password, loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false }),
  loginWithPassword: (credentials: unknown) => loginWithPassword(credentials),
}));

// jsdom has WebCrypto but no IndexedDB: the vault keeps its CryptoKey in memory instead.
vi.mock('../model/saved-login', async (importOriginal) => {
  const real = await importOriginal<typeof import('../model/saved-login')>();
  let key: CryptoKey | undefined;
  return {
    ...real,
    savedLoginVault: real.createSavedLoginVault({ get: async () => key, putIfAbsent: async (k) => (key ??= k) }),
  };
});

const TwoFactorProps = vi.fn();
// The second step the login screen hands in (app/routes/login.tsx gives the two-factor dialog).
function SecondFactor(props: SecondFactorProps) {
  TwoFactorProps(props);
  return (
    <div role="dialog" aria-label="Verification">
      <button type="button" onClick={() => props.onSignedIn(VALUE)}>
        Verified
      </button>
    </div>
  );
}

const VALUE: LoginValue = { id: 1, token: 't', userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false };
const DEVICE = { loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false };

let i18n: I18n;
beforeEach(async () => {
  loginWithPassword.mockReset();
  TwoFactorProps.mockReset();
  i18n = await initEnglish();
});
afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

function renderForm(settings: SiteSettings = demoSettings()) {
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={settings}>
        <QueryClientProvider client={client}>
          <LoginForm onSignedIn={onSignedIn} SecondFactor={SecondFactor} />
          <OverlayHost />
        </QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  );
  return onSignedIn;
}

async function signIn(username = 'player1', password = 'Player#2026', remember = false) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (remember) await userEvent.click(screen.getByLabelText('Remember password'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const saveLogin = (merchant = 'DEMO') => savedLoginVault.save({ type: 'username', username: 'saved1', password: 'Saved#2026', merchant });

describe('LoginForm', () => {
  it('flags empty fields next to them, focuses the first, and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('sends the trimmed username, the password as typed and the device fields', async () => {
    loginWithPassword.mockResolvedValue(VALUE);
    const onSignedIn = renderForm();
    await signIn('  player1 ', ' Player#2026');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(VALUE, ' Player#2026'));
    expect(loginWithPassword).toHaveBeenCalledWith({ username: 'player1', password: ' Player#2026', ...DEVICE });
  });

  it("shows the platform's refusal inline, translated by its error code", async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login.cred.err', message: 'x' }));
    renderForm();
    await signIn('player1', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password is incorrect.');
  });

  it("falls back to the platform's own message for a code the locale does not know", async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'brand.new', message: 'Account frozen' }));
    renderForm();
    await signIn('player1', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('Account frozen');
  });

  it('ignores a second submit within 500 ms of the last completion', async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login.cred.err', message: 'x' }));
    renderForm();
    await signIn('player1', 'wrong');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginWithPassword).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(loginWithPassword).toHaveBeenCalledTimes(2));
  });

  it('shows a throttle inline, counting down, with the submit disabled until it ends', async () => {
    loginWithPassword.mockRejectedValue(
      new ApiError({ kind: 'http', status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'slow down', retryAfterSeconds: 2 }),
    );
    renderForm();
    await signIn('player1', 'wrong');
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('Too many attempts. Try again in 2 seconds.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Too many attempts. Try again in 1 seconds.'), { timeout: 1500 });
    await vi.waitFor(() => expect(screen.queryByRole('timer')).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('reads the wait from value.retryAfter when there is no Retry-After', async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'TOO_MANY_REQUEST_LOGIN', value: { retryAfter: 90 } }));
    renderForm();
    await signIn('player1', 'wrong');
    expect((await screen.findByRole('timer')).textContent).toBe('Too many attempts. Try again in 90 seconds.');
  });

  it('saves the login encrypted when Remember password is ticked, and turns auto login on', async () => {
    loginWithPassword.mockResolvedValue(VALUE);
    const onSignedIn = renderForm();
    await signIn('player1', 'Player#2026', true);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(await savedLoginVault.load()).toEqual({ type: 'username', username: 'player1', password: 'Player#2026', merchant: 'DEMO' });
    expect(getPref('autoLogin')).toBe('1');
  });

  it('forgets the saved login as soon as the box is unticked, and a sign-in then saves nothing', async () => {
    setPref('autoLogin', '0');
    await saveLogin();
    loginWithPassword.mockResolvedValue(VALUE);
    const onSignedIn = renderForm();
    const box = screen.getByLabelText<HTMLInputElement>('Remember password');
    await vi.waitFor(() => expect(box.checked).toBe(true));
    await userEvent.click(box);
    expect(hasSavedLogin()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(VALUE, 'Saved#2026'));
    expect(hasSavedLogin()).toBe(false);
  });

  it('removes a saved login when a sign-in is made with the box unticked', async () => {
    await saveLogin('OTHER');
    loginWithPassword.mockResolvedValue(VALUE);
    const onSignedIn = renderForm();
    await signIn('player1', 'Player#2026');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(hasSavedLogin()).toBe(false);
  });

  it('clears the saved login and turns auto login off after login.cred.err', async () => {
    setPref('autoLogin', '0');
    await saveLogin();
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login.cred.err' }));
    renderForm();
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('saved1'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(hasSavedLogin()).toBe(false);
    expect(getPref('autoLogin')).toBe('0');
  });

  it('keeps the saved login through a throttle', async () => {
    setPref('autoLogin', '0');
    await saveLogin();
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'http', status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN', retryAfterSeconds: 5 }));
    renderForm();
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('saved1'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('timer');
    expect(hasSavedLogin()).toBe(true);
  });

  describe('auto login', () => {
    it('signs in with the saved login on mount, saying so while it runs', async () => {
      await saveLogin();
      let answer: (value: LoginValue) => void = () => undefined;
      loginWithPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const onSignedIn = renderForm();
      expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Signing you in automatically…');
      expect(loginWithPassword).toHaveBeenCalledWith({ username: 'saved1', password: 'Saved#2026', ...DEVICE });
      await act(async () => answer(VALUE));
      await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(VALUE, 'Saved#2026'));
    });

    it('on failure clears the saved login, turns auto login off and shows the form with the reason', async () => {
      await saveLogin();
      loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'not.exists.user' }));
      renderForm();
      expect((await screen.findByRole('alert')).textContent).toBe('This account does not exist.');
      expect(screen.queryByRole('status')).toBeNull();
      expect(hasSavedLogin()).toBe(false);
      expect(getPref('autoLogin')).toBe('0');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    });

    it('applies the 500 ms resubmit lock after an automatic attempt too', async () => {
      await saveLogin();
      loginWithPassword.mockRejectedValue(new ApiError({ kind: 'network' }));
      renderForm();
      await screen.findByRole('alert');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(loginWithPassword).toHaveBeenCalledTimes(1);
    });

    it.each<[string, () => void, Partial<SiteSettings>?]>([
      ['a redirectUrl is in the query', () => history.replaceState(null, '', '/m/login?redirectUrl=https%3A%2F%2Flottery.example.com')],
      ['a backUrl is in the query', () => history.replaceState(null, '', '/m/login?backUrl=%2Fm%2Fgame')],
      ["autoLogin is '0' (signed out)", () => setPref('autoLogin', '0')],
      ['the merchant turned it off', () => undefined, { features: { ...demoSettings().features, mobileAutoLogin: false } }],
    ])('does not run when %s, but pre-fills the form', async (_why, arrange, settings) => {
      await saveLogin();
      arrange();
      renderForm(demoSettings(settings));
      await vi.waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Saved#2026'));
      expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('saved1');
      expect(screen.getByLabelText<HTMLInputElement>('Remember password').checked).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      expect(loginWithPassword).not.toHaveBeenCalled();
    });

    it('neither runs nor pre-fills with a login saved on another merchant', async () => {
      await saveLogin('OTHER');
      renderForm();
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('');
      expect(loginWithPassword).not.toHaveBeenCalled();
    });
  });

  it('opens the two-factor step on login_verify_required, and finishes like a password sign-in', async () => {
    const flags = { email: true, ga: false, sms: false, payeeName: true };
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login_verify_required', value: flags }));
    const onSignedIn = renderForm();
    await signIn('player1', 'Player#2026', true);
    await userEvent.click(await screen.findByRole('button', { name: 'Verified' }));
    expect(TwoFactorProps.mock.calls[0]?.[0]).toMatchObject({ flags, credentials: { username: 'player1', password: 'Player#2026', ...DEVICE } });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(VALUE, 'Player#2026'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await savedLoginVault.load()).toMatchObject({ username: 'player1' });
  });
});
